import { useId, type ComponentPropsWithoutRef } from 'react';
import { formatPrice, offerBadge } from '@easel/contracts';
import { FormField } from '@easel/ui';

// An input's props with its value as typed, so the badge can judge it.
type OfferFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'id'> & {
  value: string;
  currency: string;
  price: number | null;
};

/** The offer and its badge (spec §4): its share of the price, once it is a number. */
export function OfferField({ currency, price, ...control }: OfferFieldProps) {
  const offer = Number(control.value);
  const judged =
    price !== null && control.value.trim() !== '' && Number.isFinite(offer) && offer > 0
      ? offerBadge(offer, price)
      : null;
  const badgeId = useId();
  return (
    <div className="com-request__offer">
      <FormField
        label={`Your offer (${currency})`}
        inputMode="decimal"
        autoComplete="off"
        hint={
          price === null
            ? 'The artist will judge your offer.'
            : `The price is ${formatPrice(price, currency)}; offers start at 60% of it.`
        }
        describedBy={[badgeId]}
        {...control}
      />
      <p id={badgeId} className="com-request__badge-row" aria-live="polite">
        {judged && (
          <>
            <span className={`com-offer-badge com-offer-badge--${judged.tone}`}>{judged.label}</span>{' '}
            <span className="com-request__share">{Math.round((offer / price!) * 100)}% of the price</span>
          </>
        )}
      </p>
    </div>
  );
}
