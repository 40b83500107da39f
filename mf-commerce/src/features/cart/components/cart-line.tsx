import type { CartLine as Line } from '@easel/contracts';
import { formatPrice } from '@easel/contracts';
import { PageLink } from '@easel/ui';

/** One artwork of the cart page: picture, title, artist or N/A, size, price; a flag when it is left out of the totals. */
export function CartLine({ line, flag, onRemove }: { line: Line; flag: string | null; onRemove: () => void }) {
  return (
    <li className={`com-cart-line${flag ? ' com-cart-line--flagged' : ''}`}>
      {line.featuredImage ? (
        <img
          className="com-cart-line__image"
          src={`${line.featuredImage}?w=400`}
          alt=""
          width={96}
          height={96}
          loading="lazy"
        />
      ) : (
        <span className="com-cart-line__image" />
      )}
      <div className="com-cart-line__facts">
        <h2 className="com-cart-line__title">
          <PageLink href={`/art/${line.slug}`}>{line.title}</PageLink>
        </h2>
        <p>{line.artistName ?? 'N/A'}</p>
        {line.size.width > 0 && (
          <p>
            {line.size.width} × {line.size.height} cm
          </p>
        )}
        {flag && (
          <p className="com-cart-line__flag">
            <strong>{flag}</strong> · left out of the totals
          </p>
        )}
      </div>
      <p className="com-cart-line__price">{line.price !== null && formatPrice(line.price, line.currency.code)}</p>
      <button
        type="button"
        className="com-cart-line__remove"
        onClick={onRemove}
        aria-label={`Remove ${line.title} from the cart`}
      >
        Remove
      </button>
    </li>
  );
}
