import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { GiftCardPurchase, GiftCodeUse } from '@easel/contracts';
import { formatPrice } from '@easel/contracts';
import { selectUser } from '@easel/store';
import { FormMessage, PageLink, Spinner, notify } from '@easel/ui';
import { useCheckoutBasket } from '../hooks/use-checkout-basket';
import { useCheckoutPayment } from '../hooks/use-checkout-payment';
import { useHeldIntent } from '../hooks/use-held-intent';
import { CardSection } from './card-section';
import { CheckoutItems } from './checkout-items';
import { CheckoutSummary, toPay } from './checkout-summary';
import { GiftCardPay } from './gift-card-pay';
import { GiftCodeField } from './gift-code-field';
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

/** ?giftcard={slug}&amount={euros}: the one card this checkout buys (the server prices it and refuses a bad amount). */
function giftCardOf(params: URLSearchParams): GiftCardPurchase | null {
  const slug = params.get('giftcard');
  return slug ? { slug, amount: Number(params.get('amount') ?? '') } : null;
}

/**
 * /checkout: the cart's works, with ?offer= an accepted offer's one work, or with ?giftcard= one gift card; the
 * address, the hold, a gift card's code, the card.
 */
export function CheckoutPage({ cartSlugs, onPaid }: CheckoutPageProps) {
  const [params] = useSearchParams();
  const offerToken = params.get('offer');
  const giftCard = giftCardOf(params);
  const basketKey = giftCard
    ? `giftcard:${giftCard.slug}:${giftCard.amount}`
    : offerToken
      ? `offer:${offerToken}`
      : [...cartSlugs].sort().join(',');
  const { held, hold, release } = useHeldIntent(basketKey);
  const basket = useCheckoutBasket(cartSlugs, offerToken, held?.id ?? null, giftCard);
  // Changing the address keeps the hold (its works stay the buyer's) until a new intent replaces it.
  const [editing, setEditing] = useState(false);
  // The code applied: the held intent's once the works are held with it, else what Apply answered.
  const [applied, setApplied] = useState<GiftCodeUse | null>(() => held?.giftCode ?? null);
  const payment = useCheckoutPayment({ basket, basketKey, offerToken, giftCard, held, hold, release, onPaid });
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

  /** A code applied or removed once the works are held: the hold is made again with it, so the payment matches. */
  const changeCode = (use: GiftCodeUse | null) => {
    setApplied(use);
    if (held && !editing) void payment.start(held.shippingInfo, use);
  };
  const nothingToPay = basket.payable.length === 0;
  const code = held && !editing ? (held.giftCode ?? null) : applied;
  const charge = toPay(basket.subtotal, code);
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
              {!giftCard && (
                <GiftCodeField
                  slugs={basket.payable.map((line) => line.slug)}
                  offerToken={offerToken}
                  heldIntentId={held?.id ?? null}
                  applied={code}
                  onApplied={changeCode}
                  busy={payment.holding}
                />
              )}
              <ShippingForm
                heading={giftCard ? 'Billing address' : 'Shipping address'}
                initial={
                  held?.shippingInfo ?? { firstName: user?.firstName, lastName: user?.lastName, email: user?.email }
                }
                locked={Boolean(held) && !editing}
                holding={payment.holding}
                onContinue={(shipping) =>
                  void payment.start(shipping, applied).then((held) => held && setEditing(false))
                }
                onChange={() => setEditing(true)}
              />
              {held?.covered && !editing && code ? (
                <GiftCardPay giftCode={code} stage={payment.stage} onPay={() => void payment.payWithGiftCard()} />
              ) : (
                <CardSection
                  intent={editing ? null : held}
                  stage={payment.stage}
                  payLabel={`Pay ${formatPrice(charge, basket.currency)}`}
                  pay={payment.pay}
                  onHoldEnded={holdEnded}
                />
              )}
            </>
          )}
        </div>
        <CheckoutSummary subtotal={basket.subtotal} currency={basket.currency} giftCode={code} />
      </div>
    </div>
  );
}
