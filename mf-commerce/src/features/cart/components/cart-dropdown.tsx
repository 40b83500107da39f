import type { FocusEvent } from 'react';
import { formatPrice } from '@easel/contracts';
import { CloseIcon, PageLink } from '@easel/ui';
import { addedArtworkView } from '../cart-artwork';
import type { CartItem } from '../state/cart-slice';

interface CartDropdownProps {
  item: CartItem;
  count: number;
  /** the id of the indicator's 'Added to cart', which names this dropdown */
  labelledBy: string;
  /** a link was followed */
  onClose: () => void;
  /** Close was pressed */
  onDismiss: () => void;
  /** true while the pointer or focus is inside: the dropdown then outlasts its 8 s */
  onHeld: (held: boolean) => void;
}

/** Spec §2: the header's dropdown after an add: the artwork, View Cart (count) and Checkout. */
export function CartDropdown({ item, count, labelledBy, onClose, onDismiss, onHeld }: CartDropdownProps) {
  const art = addedArtworkView(item);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHeld(false);
  };
  return (
    <div
      className="com-cart-drop"
      role="dialog"
      aria-labelledby={labelledBy}
      onMouseEnter={() => onHeld(true)}
      onMouseLeave={() => onHeld(false)}
      onFocus={() => onHeld(true)}
      onBlur={onBlur}
    >
      <button type="button" className="com-cart-drop__close" aria-label="Close" onClick={onDismiss}>
        <CloseIcon />
      </button>
      <div className="com-cart-drop__art">
        {art.image ? (
          <img className="com-cart-drop__image" src={`${art.image}?w=400`} alt="" width={72} height={72} />
        ) : (
          <span className="com-cart-drop__image" />
        )}
        <div className="com-cart-drop__facts">
          <p className="com-cart-drop__title">{art.title}</p>
          {art.mediumOnMaterial && <p>{art.mediumOnMaterial}</p>}
          {art.size && <p>{art.size}</p>}
          {art.price && <p className="com-cart-drop__price">{formatPrice(art.price.amount, art.price.code)}</p>}
        </div>
      </div>
      <div className="com-cart-drop__actions">
        <PageLink href="/cart" className="com-cart-drop__view" onClick={onClose}>
          View Cart ({count})
        </PageLink>
        <PageLink href="/checkout" className="com-cart-drop__checkout" onClick={onClose}>
          Checkout
        </PageLink>
      </div>
    </div>
  );
}
