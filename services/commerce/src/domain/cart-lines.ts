import type { CartLine, CartLinesAnswer } from '@easel/contracts';
import { currencyTag, toMajor } from '@easel/contracts';
import { saleState, type Viewer } from './buyable';
import type { CommerceDeps } from './commerce-deps';

type Deps = Pick<CommerceDeps, 'catalog' | 'orders' | 'holds'>;

/** GET /cart/lines: each slug priced by the server now, flagged when it cannot be bought (it then counts in no total). */
export async function cartLines(deps: Deps, slugs: string[], viewer: Viewer): Promise<CartLinesAnswer> {
  const [artworks, ordered, holds] = await Promise.all([
    deps.catalog.artworks(slugs),
    deps.orders.soldSlugs(slugs),
    deps.holds.active(slugs),
  ]);
  const lines = slugs.map((slug): CartLine => {
    const art = artworks.find((found) => found.slug === slug);
    const hold = holds.find((held) => held.slug === slug);
    const state = saleState(art, ordered.includes(slug), hold, viewer);
    const currency = art?.currency ?? 'EUR';
    return {
      slug,
      title: art?.title ?? '',
      featuredImage: art?.featuredImage ?? '',
      medium: art?.medium ?? '',
      material: art?.material ?? '',
      size: art?.size ?? { width: 0, height: 0 },
      artistName: art?.owner.name ?? null,
      price: art && !art.phidden ? toMajor(art.salePriceMinor, currency) : null,
      currency: { code: currency, tag: currencyTag(currency) },
      state,
      reservedUntil: state === 'reserved' && hold ? hold.expiresAt.toISOString() : null,
    };
  });
  return { lines };
}
