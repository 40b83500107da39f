/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import StripeCardForm from '../src/features/checkout/components/stripe-card-form';
import type { CardOutcome } from '../src/features/checkout/hooks/payment-messages';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));
const confirmCardPayment = jest.fn();
const card = { kind: 'card element' };
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(async () => ({ confirmCardPayment })) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  CardElement: () => <div>Stripe's card field</div>,
  useStripe: () => ({ confirmCardPayment }),
  useElements: () => ({ getElement: () => card }),
}));

const SHIPPING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address: '1 Road',
  city: 'Bristol',
  state: 'Avon',
  zipCode: 'BS1',
  country: 'GB',
};
const INTENT = {
  id: 'pi_1',
  clientSecret: 'pi_1_secret',
  heldUntil: '2099-01-01T00:00:00Z',
  provider: 'stripe' as const,
  basket: 'a',
  shippingInfo: SHIPPING,
};

async function payThroughStripe() {
  let outcome: CardOutcome | null = null;
  const pay = jest.fn(async (step: () => Promise<CardOutcome | null>) => void (outcome = await step()));
  render(<StripeCardForm publishableKey="pk_test_1" intent={INTENT} stage="idle" payLabel="Pay €500" pay={pay} />);
  fireEvent.click(screen.getByRole('button', { name: 'Pay €500' }));
  await waitFor(() => expect(pay).toHaveBeenCalled());
  await waitFor(() => expect(outcome).not.toBeNull());
  return outcome;
}

beforeEach(() => jest.clearAllMocks());

it('when Stripe confirms the card, then it gets the client secret, the card and the billing name, e-mail and address', async () => {
  confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
  expect(await payThroughStripe()).toEqual({ status: 'succeeded' });
  expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret', {
    payment_method: {
      card,
      billing_details: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        address: { line1: '1 Road', city: 'Bristol', state: 'Avon', postal_code: 'BS1', country: 'GB' },
      },
    },
  });
  expect(toast.error).not.toHaveBeenCalled();
});

it("when Stripe refuses the card, then the outcome is Stripe's own message", async () => {
  confirmCardPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
  expect(await payThroughStripe()).toEqual({ failure: 'Your card was declined.' });
});
