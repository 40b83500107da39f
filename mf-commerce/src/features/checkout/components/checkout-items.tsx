import type { CartLine } from '@easel/contracts/src/commerce';
import { formatPrice } from '@easel/contracts/src/price-format';
import { PageLink } from '@easel/ui';

const hhmm = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hour12: false });

/** Why a line is not paid for now (spec: flagged and left out of the totals). */
function flag(line: CartLine): string {
  if (line.state === 'sold') return 'Sold';
  if (line.state === 'unpublished') return 'No longer available';
  if (line.state === 'reserved') return line.reservedUntil ? `Reserved until ${hhmm(line.reservedUntil)}` : 'Reserved';
  return 'Price on request';
}

/** The artworks of this order, each with what it costs; flagged ones say why they are left out. */
export function CheckoutItems({ lines, payable }: { lines: CartLine[]; payable: CartLine[] }) {
  return (
    <section className="com-checkout__panel" aria-labelledby="com-items-heading">
      <h2 id="com-items-heading">Order items</h2>
      <ul className="com-checkout__items">
        {lines.map((line) => {
          const paid = payable.includes(line);
          return (
            <li key={line.slug} className={paid ? 'com-checkout__item' : 'com-checkout__item com-checkout__item--left-out'}>
              <img src={line.featuredImage} alt="" width={64} height={64} loading="lazy" />
              <div>
                <PageLink href={`/art/${line.slug}`} className="com-checkout__item-title">
                  {line.title}
                </PageLink>
                <p className="com-checkout__muted">
                  {line.artistName ?? 'N/A'} · {line.size.width} × {line.size.height} cm
                </p>
              </div>
              {paid && line.price !== null ? (
                <span className="com-checkout__price">{formatPrice(line.price, line.currency.code)}</span>
              ) : (
                <span className="com-checkout__flag">{flag(line)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
