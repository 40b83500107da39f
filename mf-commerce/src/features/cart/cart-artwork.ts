import type { CartItem } from './state/cart-slice';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
type Size = { width: number; height: number };
const isSize = (value: unknown): value is Size =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Size).width === 'number' &&
  typeof (value as Size).height === 'number';
const currencyCode = (value: unknown) =>
  typeof value === 'object' && value !== null ? text((value as { code?: unknown }).code) : null;

/**
 * What the header's dropdown shows of an added artwork (the buy box adds title, picture, medium, material, size, price,
 * currency, phidden). An item read back from localStorage or another part of the page may hold any fields: each one is shown only when it
 * has its shape. The price is hidden when the artist hides it (phidden) or it is not a number.
 */
export function addedArtworkView(item: CartItem) {
  const price = typeof item.price === 'number' && item.phidden !== true ? item.price : null;
  const code = currencyCode(item.currency);
  return {
    slug: item.slug,
    title: text(item.title) ?? item.slug,
    image: text(item.featuredImage),
    mediumOnMaterial: [text(item.medium), text(item.material)].filter(Boolean).join(' on ') || null,
    size: isSize(item.size) ? `${item.size.width} × ${item.size.height} cm` : null,
    price: price !== null && code ? { amount: price, code } : null,
  };
}
