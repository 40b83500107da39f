import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { formatPrice } from '@easel/contracts/src/price-format';
import { selectUser } from '@easel/store';
import { FormMessage, PageLink, Spinner, notify } from '@easel/ui';
import { useCheckoutBasket } from '../hooks/use-checkout-basket';
import { useCheckoutPayment } from '../hooks/use-checkout-payment';
import { useHeldIntent } from '../hooks/use-held-intent';
import { CardSection } from './card-section';
import { CheckoutItems } from './checkout-items';
import { CheckoutSummary } from './checkout-summary';
import { ShippingForm } from './shipping-form';
import './checkout.css';

interface CheckoutPageProps {
  /** The cart's artworks, by slug. */
  cartSlugs: string[];
  /** After the order is made: the bought artworks leave the cart. */
  onPaid: (slugs: string[]) => void;
}

const continueShopping = (
  <PageLink href="/" className="ui-button ui-button--primary">
    Continue Shopping
  </PageLink>
);

/** /checkout: the cart's works, or with ?offer= an accepted offer's one work; the address, the hold, the card. */
export function CheckoutPage({ cartSlugs, onPaid }: CheckoutPageProps) {
  const offerToken = useSearchParams()[0].get('offer');
  const basketKey = offerToken ? `offer:${offerToken}` : [...cartSlugs].sort().join(',');
  const { held, hold, release } = useHeldIntent(basketKey);
  const basket = useCheckoutBasket(cartSlugs, offerToken, held?.id ?? null);
  // Changing the address keeps the hold (its works stay the buyer's) until a new intent replaces it.
  const [editing, setEditing] = useState(false);
  const payment = useCheckoutPayment({ basket, basketKey, offerToken, held, hold, release, onPaid });
  const user = useSelector(selectUser);
  const holdEnded = useCallback(() => {
    release();
    notify.info('Your hold has ended. Continue to payment to hold the artworks again.');
  }, [release]);

  if (basket.status === 'loading') return <Spinner label="Loading your checkout" />;
  if (basket.status !== 'ready')
    return (
      <section className="com-checkout com-checkout--empty">
        <h1>Checkout</h1>
        {basket.refusal ? <FormMessage>{basket.refusal}</FormMessage> : <p>Your cart is empty.</p>}
        {continueShopping}
      </section>
    );

  const nothingToPay = basket.payable.length === 0;
  return (
    <div className="com-checkout">
      <h1>Checkout</h1>
      <div className="com-checkout__layout">
        <div className="com-checkout__steps">
          <CheckoutItems lines={basket.lines} />
          {nothingToPay ? (
            <FormMessage>None of these artworks can be bought now.</FormMessage>
          ) : (
            <>
              <ShippingForm
                initial={held?.shippingInfo ?? { firstName: user?.firstName, lastName: user?.lastName, email: user?.email }}
                locked={Boolean(held) && !editing}
                holding={payment.holding}
                onContinue={(shipping) => void payment.start(shipping).then((held) => held && setEditing(false))}
                onChange={() => setEditing(true)}
              />
              <CardSection
                intent={editing ? null : held}
                stage={payment.stage}
                payLabel={`Pay ${formatPrice(basket.subtotal, basket.currency)}`}
                pay={payment.pay}
                onHoldEnded={holdEnded}
              />
            </>
          )}
        </div>
        <CheckoutSummary subtotal={basket.subtotal} currency={basket.currency} />
      </div>
    </div>
  );
}
