import { useSelector } from 'react-redux';
import type { CartLine } from '@easel/contracts';
import { useGetCartLinesQuery } from '../../../shared/api/get-cart-lines';
import { useCart } from '../state/use-cart';
import type { CartItem } from '../state/cart-slice';

/** Checkout keeps this tab's payment intent here: its own hold is not 'reserved' to this buyer. */
const CHECKOUT_INTENT_KEY = 'com-checkout-intent';

function ownIntent(): string | undefined {
  try {
    const held = JSON.parse(sessionStorage.getItem(CHECKOUT_INTENT_KEY) ?? 'null') as { id?: unknown } | null;
    return typeof held?.id === 'string' ? held.id : undefined;
  } catch {
    return undefined;
  }
}

const keptTitle = (item: CartItem) => (typeof item.title === 'string' && item.title ? item.title : item.slug);

/** A work the server no longer knows: shown with what the cart kept of it, and flagged. */
const goneLine = (item: CartItem): CartLine => ({
  slug: item.slug,
  title: keptTitle(item),
  featuredImage: '',
  medium: '',
  material: '',
  size: { width: 0, height: 0 },
  artistName: null,
  price: null,
  currency: { code: 'USD', tag: '$' },
  state: 'unpublished',
  reservedUntil: null,
});

/**
 * The cart's works as the server prices them now, in the cart's order. While a changed cart is asked again, the last
 * answer stays on screen (a removed line goes at once, without a spinner).
 */
export function useCartLines() {
  const items = useSelector(useCart().selectors.selectCartItems);
  const slugs = items.map((item) => item.slug);
  const query = useGetCartLinesQuery({ slugs, intent: ownIntent() }, { skip: slugs.length === 0 });
  const bySlug = new Map((query.data?.lines ?? []).map((line) => [line.slug, line]));
  const answered = query.data !== undefined && !query.isFetching;
  const lines = items.flatMap((item) => {
    const line = bySlug.get(item.slug);
    // A deleted work comes back untitled: it keeps the title the cart saw.
    if (line) return [line.title ? line : { ...line, title: keptTitle(item) }];
    return answered ? [goneLine(item)] : [];
  });
  return {
    items,
    lines,
    isLoading: query.isLoading,
    isError: query.isError && !query.isFetching,
    retry: query.refetch,
  };
}
