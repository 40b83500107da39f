import { AppError, type EventHandler } from '@easel/service-kit';
import type { CommerceDeps } from './commerce-deps';
import { completePayment } from './complete-payment';
import type { ProviderEvent } from './payment-provider';

/** A card paid, or authorised for commerce to capture (Stripe's manual capture). */
const PAYING_EVENTS = ['payment_intent.succeeded', 'payment_intent.amount_capturable_updated'];

/**
 * A provider's news (the local provider's own events, and each webhook's): a succeeded intent becomes its order even
 * when the browser never comes back to finalize. A refusal that retrying cannot change (sold meanwhile and refunded,
 * an unknown intent) is logged, not retried.
 */
export function providerEventHandler(
  deps: Pick<CommerceDeps, 'orders' | 'checkouts' | 'provider' | 'logger' | 'giftCards' | 'holds'>,
): EventHandler {
  return async (event) => {
    const news = event.payload as ProviderEvent;
    if (!PAYING_EVENTS.includes(news.type)) return;
    try {
      await completePayment(deps, news.intent.id);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      deps.logger.warn(
        { eventId: event.id, intentId: news.intent.id, reason: error.message },
        'a succeeded payment made no order',
      );
    }
  };
}
