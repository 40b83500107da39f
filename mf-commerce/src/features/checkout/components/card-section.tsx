import { lazy, Suspense } from 'react';
import { Spinner } from '@easel/ui';
import { useGetPaymentConfigQuery } from '../api/checkout-calls';
import { HoldCountdown } from './hold-countdown';
import { LocalCardForm } from './local-card-form';
import type { CardStepProps } from './card-step';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The card details: disabled until the address is complete and the works are held, then the provider's form. */
export function CardSection({ onHoldEnded, ...step }: CardStepProps & { onHoldEnded: () => void }) {
  const config = useGetPaymentConfigQuery();
  const provider = step.intent?.provider ?? config.data?.provider ?? 'local';
  const publishableKey = config.data?.publishableKey;
  return (
    <section className="com-checkout__panel" aria-labelledby="com-card-heading">
      <h2 id="com-card-heading">Card details</h2>
      {step.intent ? (
        <HoldCountdown until={step.intent.heldUntil} onEnd={onHoldEnded} />
      ) : (
        <p className="com-checkout__note">Complete your shipping address and continue to payment to enter your card.</p>
      )}
      <fieldset className="com-checkout__card" disabled={!step.intent} aria-label="Card">
        {config.isLoading ? (
          <Spinner label="Loading the card form" />
        ) : provider === 'stripe' && publishableKey ? (
          <Suspense fallback={<Spinner label="Loading the card form" />}>
            <StripeCardForm publishableKey={publishableKey} {...step} />
          </Suspense>
        ) : (
          <LocalCardForm {...step} />
        )}
      </fieldset>
    </section>
  );
}
