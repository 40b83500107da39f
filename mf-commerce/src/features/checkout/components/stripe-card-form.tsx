import { useState, type FormEvent } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import type { IntentStatus } from '@easel/contracts';
import { Button } from '@easel/ui';
import { billingOf, stageLabel, type CardStepProps } from './card-step';

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => loaded.get(key) ?? loaded.set(key, loadStripe(key)).get(key)!;

// Elements draws in Stripe's own frame, which cannot read our CSS variables: the page's colours are passed in.
const cardStyle = () => {
  const page = getComputedStyle(document.documentElement);
  const token = (name: string) => page.getPropertyValue(name).trim() || undefined;
  return {
    base: { color: token('--ui-color-text'), fontSize: '16px', '::placeholder': { color: token('--ui-color-muted') } },
    invalid: { color: token('--ui-color-danger') },
  };
};

function StripeCard({ intent, stage, payLabel, pay }: CardStepProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string>();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !intent) return;
    void pay(async () => {
      // Stripe runs any 3-D Secure step itself before it answers.
      const { error, paymentIntent } = await stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: { card, billing_details: billingOf(intent.shippingInfo) },
      });
      return error ? { failure: error.message } : { status: paymentIntent.status as IntentStatus };
    });
  };

  return (
    <form className="com-card-form" onSubmit={send}>
      <label className="com-card-form__stripe">
        <span>Card</span>
        <CardElement
          options={{ style: cardStyle(), hidePostalCode: true, disabled: !intent }}
          onChange={(event) => setCardError(event.error?.message)}
        />
      </label>
      {cardError && (
        <p className="ui-field__message" role="alert">
          {cardError}
        </p>
      )}
      <Button
        type="submit"
        className="com-checkout__pay"
        disabled={!stripe || !intent || stage === 'processing'}
        aria-busy={stage === 'processing' || undefined}
      >
        {stageLabel(stage, payLabel)}
      </Button>
    </form>
  );
}

/** Stripe Elements, loaded only when the server pays through Stripe (the local default never downloads it). */
export default function StripeCardForm({ publishableKey, ...step }: CardStepProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard {...step} />
    </Elements>
  );
}
