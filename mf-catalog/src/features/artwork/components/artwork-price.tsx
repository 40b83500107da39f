import type { ArtworkDetail } from '@easel/contracts/src/catalog';
import { formatPrice, isSold, percentOff, shownPrice } from '../../../shared/card-rules';

/** For sale: price, struck-through discount, rounded percent off, SOLD; a hidden price is on request. */
export function ArtworkPrice({ art }: { art: ArtworkDetail }) {
  const shown = shownPrice(art);
  return (
    <div className="cat-price">
      {shown ? <PriceAmount {...shown} tag={art.currency.tag} /> : <p className="cat-note">Price on request</p>}
      {isSold(art) && <span className="cat-sold">SOLD</span>}
    </div>
  );
}

function PriceAmount({ price, discountPrice, tag }: { price: number; discountPrice: number | null; tag: string }) {
  if (!discountPrice) return <p className="cat-price__amount">{formatPrice(price, tag)}</p>;
  return (
    <p className="cat-price__amount">
      <span>{formatPrice(discountPrice, tag)}</span> <s className="cat-price__was">{formatPrice(price, tag)}</s>{' '}
      <span className="cat-price__off">{percentOff(price, discountPrice)}% off</span>
    </p>
  );
}
