import { VIDEO_URL } from '@easel/contracts/src/catalog-values';
import { MEDIA_URL } from '@easel/contracts/src/media-url';
import { pathMatches } from '@easel/contracts/src/path-matches';
import type { UpstreamPool } from '../../domain/upstream-pool';

/** A page waits no longer than this for its picture's address: past it, the page goes without the hint. */
const LOOKUP_MS = 150;

/**
 * The variants and sizes mf-catalog's gallery draws the main picture at (gallery-media.tsx): the same choice, so the
 * browser fetches the picture once (e2e picture-order.spec.ts fails otherwise). Kept in both places: shared through a
 * contracts module, they cost the artwork page about 60 bytes compressed, and it has about 50 to spare under 150 kB.
 */
const HERO_WIDTHS = [400, 800];
const HERO_SIZES = '(max-width: 920px) 100vw, 60vw';

/**
 * For /art/{slug}: a preload of the artwork's main picture, for the page's <head> (issue 15 §2, the hero preloaded).
 * Without it the browser learns of the picture only once the page's scripts have run and asked for the artwork; with
 * it, the picture comes while they load. Asked of catalog's public listing, which counts no view and shows only what any
 * visitor may see; an unknown, hidden or video work, or a catalog that does not answer in time, gets no hint.
 */
export function artworkHero(catalog: UpstreamPool, lookupMs = LOOKUP_MS) {
  return async (pathname: string): Promise<string | null> => {
    if (!pathMatches('/art/:id', pathname)) return null;
    const slug = pathname.split('/')[2]!;
    try {
      const answer = await fetch(`${catalog.pick()}/artworks?slugs=${encodeURIComponent(slug)}&limit=1`, { signal: AbortSignal.timeout(lookupMs) });
      if (!answer.ok) return null;
      const { artworks } = (await answer.json()) as { artworks?: { slug?: unknown; featuredImage?: unknown }[] };
      const art = artworks?.[0];
      const url = art?.slug === slug ? art.featuredImage : undefined;
      // MEDIA_URL: an address of the catalog's own files, nothing that could end the attribute.
      if (typeof url !== 'string' || !MEDIA_URL.test(url) || VIDEO_URL.test(url)) return null;
      const srcset = HERO_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
      return `<link rel="preload" as="image" href="${url}?w=${HERO_WIDTHS[0]}" imagesrcset="${srcset}" imagesizes="${HERO_SIZES}" fetchpriority="high">`;
    } catch {
      return null;
    }
  };
}
