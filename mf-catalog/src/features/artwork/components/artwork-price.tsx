import type { ArtworkDetail } from '@easel/contracts';
import { formatPrice } from '@easel/contracts';
import { isSold, percentOff, shownPrice } from '../../../shared/card-rules';

/** For sale: price, struck-through discount, rounded percent off, SOLD; a hidden price is on request. */
export function ArtworkPrice({ art }: { art: ArtworkDetail }) {
  const shown = shownPrice(art);
  return (
    <div className="cat-price">
      {shown ? <PriceAmount {...shown} currency={art.currency.code} /> : <p className="cat-note">Price on request</p>}
      {isSold(art) && <span className="cat-sold">SOLD</span>}
    </div>
  );
}

function PriceAmount({
  price,
  discountPrice,
  currency,
}: {
  price: number;
  discountPrice: number | null;
  currency: string;
}) {
  if (!discountPrice) return <p className="cat-price__amount">{formatPrice(price, currency)}</p>;
  return (
    <p className="cat-price__amount">
      <span>{formatPrice(discountPrice, currency)}</span>{' '}
      <s className="cat-price__was">{formatPrice(price, currency)}</s>{' '}
      <span className="cat-price__off">{percentOff(price, discountPrice)}% off</span>
    </p>
  );
}
