import type { ArtworkDetail } from '@easel/contracts/src/catalog';
import { formatPrice, isSold, percentOff } from '../../../shared/card-rules';

/** For sale: price, struck-through discount, rounded percent off, SOLD. */
export function ArtworkPrice({ art }: { art: ArtworkDetail }) {
  const off = percentOff(art.price, art.discountPrice);
  return (
    <div className="cat-price">
      {!art.phidden &&
        (art.discountPrice ? (
          <p className="cat-price__amount">
            <span>{formatPrice(art.discountPrice, art.currency.tag)}</span>{' '}
            <s className="cat-price__was">{formatPrice(art.price, art.currency.tag)}</s> <span className="cat-price__off">{off}% off</span>
          </p>
        ) : (
          <p className="cat-price__amount">{formatPrice(art.price, art.currency.tag)}</p>
        ))}
      {art.phidden && <p className="cat-note">Price on request</p>}
      {isSold(art) && <span className="cat-sold">SOLD</span>}
    </div>
  );
}
