import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CHECKOUT_FAILED, PAYMENT_FAILED, type IntentStatus } from '@easel/contracts';
import { errorMessage } from '@easel/store';

/**
 * What the card step came to: the provider's status, or its refusal (declined, insufficient funds…); `restart` when
 * the payment itself is over (its hold went to another buyer, or it was cancelled), so the checkout starts again.
 */
export type CardOutcome = { status: IntentStatus } | { failure: string | undefined; restart?: boolean };

const isRefusal = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof error.status === 'number' &&
  error.status < 500;

/** A refused call's own message (4xx), else the fallback: a crash's text is never shown. */
export const refusalMessage = (error: unknown, fallback: string) =>
  isRefusal(error) ? errorMessage(error, fallback) : fallback;

/** Spec §8: a refused call shows the server's message; anything else (a crash, no network) 'Checkout failed. Please try again.' */
export const checkoutFailure = (error: unknown) => refusalMessage(error, CHECKOUT_FAILED);

/** A card the provider refused: its message, or 'Payment failed'. */
const paymentFailure = (error: unknown) => refusalMessage(error, PAYMENT_FAILED);

/** A card step the server refused: its message, and a conflict (409) ends this payment. */
export const paymentRefusal = (error: unknown): CardOutcome => ({
  failure: paymentFailure(error),
  restart: isRefusal(error) && error.status === 409,
});
