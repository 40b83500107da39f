import type { ShippingInfo } from '@easel/contracts';
import type { CardOutcome } from '../hooks/payment-messages';
import type { PaymentStage } from '../hooks/use-checkout-payment';
import type { HeldIntent } from '../hooks/use-held-intent';

/** What either card form (local or Stripe) gets from the checkout. */
export interface CardStepProps {
  /** null until the works are held: the form shows, disabled. */
  intent: HeldIntent | null;
  stage: PaymentStage;
  /** 'Pay €500' */
  payLabel: string;
  pay: (step: () => Promise<CardOutcome | null>) => Promise<void>;
}

/** Spec §7: the card is confirmed with the buyer's billing name, e-mail and address. */
export const billingOf = ({ firstName, lastName, email, address, city, state, zipCode, country }: ShippingInfo) => ({
  name: `${firstName} ${lastName}`,
  email,
  address: { line1: address, city, state, postal_code: zipCode, country },
});

export const stageLabel = (stage: PaymentStage, payLabel: string) =>
  stage === 'processing' ? 'Processing…' : stage === 'confirmed' ? 'Payment confirmed' : payLabel;
