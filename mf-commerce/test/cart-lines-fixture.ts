import type { CartLine } from '@easel/contracts';

/** A cart line as GET /api/cart/lines answers it; each test changes what it is about. */
export const cartLine = (slug: string, fields: Partial<CartLine> = {}): CartLine => ({
  slug,
  title: `Title of ${slug}`,
  featuredImage: `/api/media/${slug}.jpg`,
  medium: 'Oil',
  material: 'Canvas',
  size: { width: 60, height: 40 },
  artistName: 'Mara Okafor',
  price: 500,
  currency: { code: 'EUR', tag: '€' },
  state: 'available',
  reservedUntil: null,
  ...fields,
});
