import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { ArtworkDetail } from '@easel/contracts';
import { SOLD_STATUS, ARTISTS_CANNOT_BUY_OWN, type BuyOption, type CartLine } from '@easel/contracts';
import { selectUser } from '@easel/store';
import { Button } from '@easel/ui';
import { useGetCartLinesQuery } from '../../../shared/api/get-cart-lines';
import { reservedLabel } from '../../../shared/line-flag';
import { MODE_LABEL, RequestForm } from './request-form';
import './order-request.css';

/** What the cart keeps of an artwork: enough for the header's 'Added to cart' dropdown without asking again. */
// A type, not an interface: the cart's items take any fields by name.
export type BuyBoxCartItem = {
  slug: string;
  title: string;
  featuredImage: string;
  medium: string;
  material: string;
  size: { width: number; height: number };
  /** what the buyer pays (the discount price when there is one); null when the price is hidden */
  price: number | null;
  currency: ArtworkDetail['currency'];
  phidden: boolean;
  artistName: string;
};

interface OrderRequestProps {
  slug: string;
  art?: ArtworkDetail;
  /** The page's cart, handed in by the exposed fragment (the cart is its own feature). */
  inCart: boolean;
  onToggleCart: (item: BuyBoxCartItem) => void;
}

/** The price the buyer pays and offers against; null when the artist hides it. */
const payablePrice = (art: ArtworkDetail) =>
  art.phidden || art.price === null ? null : (art.discountPrice ?? art.price);

const sold = (art: ArtworkDetail, line: CartLine | null | undefined) =>
  art.status === SOLD_STATUS || line?.state === 'sold';

/** Spec §2/§4: SOLD works take commissions only; a hidden price is asked for; offers when the artist allows them. */
function modesOf(art: ArtworkDetail, line: CartLine | null | undefined): BuyOption[] {
  if (sold(art, line)) return ['Commission'];
  const offer: BuyOption[] = art.allowoffers ? ['offer'] : [];
  return payablePrice(art) === null ? ['Inquire Price', ...offer] : [...offer, 'buy'];
}

/** The art page's buy box: Add to Cart, or the inline request form in one of its four modes (spec §2, §4, §5). */
export function OrderRequest({ slug, art, inCart, onToggleCart }: OrderRequestProps) {
  const user = useSelector(selectUser);
  // This artwork as the server would sell it now: 'reserved' (with its end) while another buyer's hold lasts.
  const { data, refetch } = useGetCartLinesQuery(
    { slugs: [slug] },
    { skip: !art?.onSale, refetchOnMountOrArgChange: true },
  );
  const line = data?.lines.find((found) => found.slug === slug) ?? null;
  // Another buyer's hold ends on its own: the box asks again then, so Add to Cart comes back without a reload.
  const heldUntil = line?.state === 'reserved' ? line.reservedUntil : null;
  useEffect(() => {
    if (!heldUntil) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, Date.parse(heldUntil) - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [heldUntil, refetch]);
  const [mode, setMode] = useState<BuyOption | null>(null);
  // The mode buttons make way for the form; Back gives the focus to the new button of the mode it closes.
  const actions = useRef<HTMLDivElement>(null);
  if (!art?.onSale) return null;

  if (user && user._id === art.user._id) {
    return (
      <section className="com-buy-box" aria-label="Buying">
        <p className="com-buy-box__note">
          {ARTISTS_CANNOT_BUY_OWN}. Collectors see Add to Cart and their requests here.
        </p>
      </section>
    );
  }

  const close = () => {
    const closing = mode;
    setMode(null);
    requestAnimationFrame(() => actions.current?.querySelector<HTMLElement>(`[data-mode="${closing}"]`)?.focus());
  };
  const price = payablePrice(art);
  return (
    <section className="com-buy-box" aria-label="Buying">
      <div ref={actions} className="com-buy-box__actions">
        {price !== null && !sold(art, line) && (
          <CartAction art={art} price={price} line={line} inCart={inCart} onToggleCart={onToggleCart} />
        )}
        {!mode &&
          modesOf(art, line).map((option) => (
            <Button key={option} variant="secondary" data-mode={option} onClick={() => setMode(option)}>
              {MODE_LABEL[option]}
            </Button>
          ))}
      </div>
      {mode && <RequestForm key={mode} art={art} mode={mode} price={price} signedIn={!!user} onClose={close} />}
    </section>
  );
}

function CartAction({
  art,
  price,
  line,
  inCart,
  onToggleCart,
}: Omit<OrderRequestProps, 'slug' | 'art'> & { art: ArtworkDetail; price: number; line?: CartLine | null }) {
  const reserved = line?.state === 'reserved' ? reservedLabel(line.reservedUntil) : null;
  const toggle = () =>
    onToggleCart({
      slug: art.slug,
      title: art.title,
      featuredImage: art.featuredImage,
      medium: art.medium,
      material: art.material,
      size: art.size,
      price,
      currency: art.currency,
      phidden: art.phidden,
      artistName: art.user.artistName,
    });
  if (reserved && !inCart) {
    return (
      <p className="com-buy-box__reserved" role="status">
        {reserved}
      </p>
    );
  }
  return (
    <>
      <Button onClick={toggle}>{inCart ? 'Remove from cart' : 'Add to Cart'}</Button>
      {reserved && (
        <p className="com-buy-box__reserved" role="status">
          {reserved}
        </p>
      )}
    </>
  );
}
