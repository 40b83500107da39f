import { formatPrice } from '@easel/contracts';
import { PageLink } from '@easel/ui';
import type { CheckoutLine } from '../hooks/use-checkout-basket';

/** The artworks of this order (or its one gift card), each with what it costs; flagged ones say why they are left out. */
export function CheckoutItems({ lines }: { lines: CheckoutLine[] }) {
  return (
    <section className="com-checkout__panel" aria-labelledby="com-items-heading">
      <h2 id="com-items-heading">Order items</h2>
      <ul className="com-checkout__items">
        {lines.map((line) => {
          const paid = line.flag === null;
          return (
            <li
              key={line.slug}
              className={paid ? 'com-checkout__item' : 'com-checkout__item com-checkout__item--left-out'}
            >
              <img src={line.featuredImage} alt="" width={64} height={64} loading="lazy" />
              <div>
                <PageLink
                  href={line.giftCard ? `/giftcard/${line.slug}` : `/art/${line.slug}`}
                  className="com-checkout__item-title"
                >
                  {line.title}
                </PageLink>
                <p className="com-checkout__muted">
                  {line.giftCard
                    ? `Gift card for works by ${line.artistName ?? 'the artist'} · its code is sent by e-mail`
                    : `${line.artistName ?? 'N/A'} · ${line.size.width} × ${line.size.height} cm`}
                </p>
              </div>
              {line.flag ? (
                <span className="com-checkout__flag">{line.flag}</span>
              ) : (
                <span className="com-checkout__price">{formatPrice(line.price ?? 0, line.currency.code)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
