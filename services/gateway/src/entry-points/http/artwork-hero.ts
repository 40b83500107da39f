import { VIDEO_URL } from '@easel/contracts/src/catalog-values';
import { MEDIA_URL } from '@easel/contracts/src/media-url';
import { pathMatches } from '@easel/contracts/src/path-matches';
import { setTimeout as delay } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { UpstreamPool } from '../../domain/upstream-pool';

/** A page waits no longer than this for its picture's address: past it, the page goes without the hint. */
const LOOKUP_MS = 150;
/** A look-up that outlives its page still ends, for the next visitor, unless catalog takes longer than this. */
const LATE_LOOKUP_MS = 2_000;
/** How long a hint is reused: that long after a main picture changes, its page may still preload the old one as well. */
const HINT_TTL_MS = 10_000;

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
 * Each artwork's hint is asked once at a time and kept HINT_TTL_MS, so a busy catalog slows only a page's first visitor.
 */
export function artworkHero(catalog: UpstreamPool, { lookupMs = LOOKUP_MS, ttlMs = HINT_TTL_MS } = {}) {
  const hints = new LRUCache<string, { hint: string | null }>({
    max: 10_000,
    ttl: ttlMs,
    fetchMethod: async (slug) => {
      const answer = await fetch(`${catalog.pick()}/artworks?slugs=${encodeURIComponent(slug)}&limit=1`, {
        signal: AbortSignal.timeout(LATE_LOOKUP_MS),
      });
      if (!answer.ok) return undefined; // a refusal is not kept
      const { artworks } = (await answer.json()) as { artworks?: { slug?: unknown; featuredImage?: unknown }[] };
      const art = artworks?.[0];
      return { hint: heroLink(art?.slug === slug ? art.featuredImage : undefined) };
    },
  });
  return async (pathname: string): Promise<string | null> => {
    if (!pathMatches('/art/:id', pathname)) return null;
    const found = hints.fetch(pathname.split('/')[2]!).catch(() => undefined); // catalog down: no hint, none kept
    const late = delay(lookupMs, undefined, { ref: false });
    return (await Promise.race([found, late]))?.hint ?? null;
  };
}

function heroLink(url: unknown): string | null {
  // MEDIA_URL: an address of the catalog's own files, nothing that could end the attribute.
  if (typeof url !== 'string' || !MEDIA_URL.test(url) || VIDEO_URL.test(url)) return null;
  const srcset = HERO_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
  return `<link rel="preload" as="image" href="${url}?w=${HERO_WIDTHS[0]}" imagesrcset="${srcset}" imagesizes="${HERO_SIZES}" fetchpriority="high">`;
}
