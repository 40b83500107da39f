import { pathMatches } from '@easel/contracts';
import type { UpstreamPool } from '../../domain/upstream-pool';
import { keptHints, picturePreload, type HintTimes } from './picture-hints';

/**
 * The sizes mf-catalog's gallery draws the main picture at (gallery-media.tsx). Kept in both places: shared through a
 * contracts module, they cost the artwork page about 60 bytes compressed, and it has about 50 to spare under 150 kB.
 */
const HERO_SIZES = '(max-width: 920px) 100vw, 60vw';

/**
 * For /art/{slug}: a preload of the artwork's main picture, for the page's <head>.
 * Without it the browser learns of the picture only once the page's scripts have run and asked for the artwork; with
 * it, the picture comes while they load. Asked of catalog's public listing, which counts no view and shows only what any
 * visitor may see; an unknown, hidden or video work, or a catalog that does not answer in time, gets no hint.
 */
export function artworkHero(catalog: UpstreamPool, times: HintTimes = {}) {
  const hintFor = keptHints(
    (slug) => `${catalog.pick()}/artworks?slugs=${encodeURIComponent(slug)}&limit=1`,
    (answer, slug) => {
      const art = (answer as { artworks?: { slug?: unknown; featuredImage?: unknown }[] }).artworks?.[0];
      return picturePreload(art?.slug === slug ? art.featuredImage : undefined, HERO_SIZES);
    },
    times,
  );
  return async (pathname: string): Promise<string | null> =>
    pathMatches('/art/:id', pathname) ? hintFor(pathname.split('/')[2]!) : null;
}
