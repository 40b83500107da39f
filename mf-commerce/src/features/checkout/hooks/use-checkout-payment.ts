import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CHECKOUT_FAILED,
  PAYMENT_FAILED,
  PAYMENT_INTENT_FAILED,
  PAYMENT_SUCCEEDED,
  type CreatePaymentIntentInput,
  type ShippingInfo,
} from '@easel/contracts';
import type { GiftCardPurchase, GiftCodeUse } from '@easel/contracts';
import { notify } from '@easel/ui';
import { useCreatePaymentIntentMutation, useFinalizePaymentMutation } from '../api/checkout-calls';
import { checkoutFailure, type CardOutcome } from './payment-messages';
import type { Basket } from './use-checkout-basket';
import type { HeldIntent } from './use-held-intent';

/** Spec §4's checkout states. */
export type PaymentStage = 'idle' | 'processing' | 'confirmed';

interface PaymentOptions {
  basket: Basket;
  basketKey: string;
  offerToken: string | null;
  /** /checkout?giftcard=: the one card bought, instead of works */
  giftCard: GiftCardPurchase | null;
  held: HeldIntent | null;
  hold: (intent: HeldIntent) => void;
  release: () => void;
  onPaid: (slugs: string[]) => void;
}

/** The checkout's two steps: hold the works (a payment intent), then settle what the card step came to. */
export function useCheckoutPayment({
  basket,
  basketKey,
  offerToken,
  giftCard,
  held,
  hold,
  release,
  onPaid,
}: PaymentOptions) {
  const [stage, setStage] = useState<PaymentStage>('idle');
  const [createIntent, creating] = useCreatePaymentIntentMutation();
  const [finalize] = useFinalizePaymentMutation();
  const navigate = useNavigate();
  const items = basket.payable.map((line) => ({
    id: line.slug,
    title: line.title,
    price: line.price,
    quantity: 1 as const,
  }));

  /** True once the works are held for this address (and the gift card's code, when one is applied). */
  const start = async (shippingInfo: ShippingInfo, giftCode: GiftCodeUse | null = null): Promise<boolean> => {
    const input: CreatePaymentIntentInput = {
      ...(giftCard ? { giftCard } : { items }),
      ...(giftCode ? { giftCode: giftCode.code } : {}),
      shippingInfo,
      amount: Math.round(basket.subtotal * 100),
      ...(offerToken ? { offerToken } : {}),
      // A new address (or e-mail) takes over this browser's own hold instead of being refused by it.
      ...(held ? { heldIntentId: held.id } : {}),
    };
    try {
      const answer = await createIntent(input).unwrap();
      // A code that pays it all has no card step, so no client secret.
      if (!answer.payment_intent_id || (!answer.client_secret && !answer.covered)) {
        notify.error(PAYMENT_INTENT_FAILED);
        return false;
      }
      const heldUntil = answer.heldUntil ?? new Date(Date.now() + 15 * 60_000).toISOString();
      hold({
        id: answer.payment_intent_id,
        clientSecret: answer.client_secret ?? '',
        heldUntil,
        provider: answer.provider ?? 'local',
        basket: basketKey,
        shippingInfo,
        ...(answer.giftCode ? { giftCode: answer.giftCode } : {}),
        ...(answer.covered ? { covered: true } : {}),
      });
      return true;
    } catch (error) {
      notify.error(checkoutFailure(error));
      return false;
    }
  };

  const finish = async (intent: HeldIntent) => {
    setStage('confirmed');
    try {
      const { orderNumber } = await finalize({
        paymentIntentId: intent.id,
        ...(items.length ? { items } : {}),
        shippingInfo: intent.shippingInfo,
      }).unwrap();
      notify.success(PAYMENT_SUCCEEDED);
      release();
      onPaid(giftCard ? [] : items.map((item) => item.id));
      navigate(`/order-confirmation/${encodeURIComponent(orderNumber)}`);
    } catch (error) {
      // The card is paid: the order still completes from the provider's event; trying again finds it.
      notify.error(checkoutFailure(error));
    }
  };

  /** What the card form found; paid or authorised (Stripe's, captured at finalize) is finalized, any other status is told as it is. */
  const settle = async (outcome: CardOutcome) => {
    if (!held) return;
    if ('failure' in outcome) {
      notify.error(outcome.failure || PAYMENT_FAILED);
      if (outcome.restart) release();
      return setStage('idle');
    }
    if (outcome.status === 'succeeded' || outcome.status === 'requires_capture') return finish(held);
    notify.info(outcome.status);
    setStage('idle');
  };

  /** Runs one card step; null means it is not over (the card asks for authentication first). */
  const pay = async (step: () => Promise<CardOutcome | null>) => {
    if (stage === 'confirmed' && held) return finish(held);
    setStage('processing');
    try {
      const outcome = await step();
      if (outcome) await settle(outcome);
    } catch {
      notify.error(CHECKOUT_FAILED);
      setStage('idle');
    }
  };

  /** The code pays it all: the order is placed at once, with no card step. */
  const payWithGiftCard = async () => {
    if (held?.covered) await finish(held);
  };

  return { stage, holding: creating.isLoading, start, pay, payWithGiftCard };
}
