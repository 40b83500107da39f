import { VIDEO_URL, MEDIA_URL } from '@easel/contracts';
import { setTimeout as delay } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';

/** A page waits no longer than this for its picture's address: past it, the page goes without the hint. */
const LOOKUP_MS = 150;
/** A look-up that outlives its page still ends, for the next visitor, unless catalog takes longer than this. */
const LATE_LOOKUP_MS = 2_000;
/** How long a hint is reused: that long after a picture changes, its page may still preload the old one as well. */
const HINT_TTL_MS = 10_000;

/** The variants the catalog serves a picture in (services/catalog media-variant), as mf-catalog's srcset names them. */
const WIDTHS = [400, 800];

export interface HintTimes {
  lookupMs?: number;
  ttlMs?: number;
}

/**
 * A page's picture hint by key: catalog's answer at `address(key)`, made a hint by `hintOf` (a refusal gets none and is
 * not kept). Each key is looked up once at a time and kept `ttlMs`, so a busy catalog slows only a page's first visitor;
 * a page waits `lookupMs` at most, and a look-up that misses it still serves the next page.
 */
export function keptHints(
  address: (key: string) => string,
  hintOf: (answer: unknown, key: string) => string | null,
  { lookupMs = LOOKUP_MS, ttlMs = HINT_TTL_MS }: HintTimes,
) {
  const lookup = async (key: string) => {
    const answer = await fetch(address(key), { signal: AbortSignal.timeout(LATE_LOOKUP_MS) });
    return answer.ok ? { hint: hintOf(await answer.json(), key) } : undefined;
  };
  const hints = new LRUCache<string, { hint: string | null }>({ max: 10_000, ttl: ttlMs, fetchMethod: lookup });
  return async (key: string): Promise<string | null> => {
    const found = hints.fetch(key).catch(() => undefined); // catalog down: no hint, none kept
    const late = delay(lookupMs, undefined, { ref: false });
    return (await Promise.race([found, late]))?.hint ?? null;
  };
}

/**
 * A preload of a catalog picture in the variants and `sizes` the page draws it at, so the browser picks the same one
 * and fetches it once (e2e picture-order.spec.ts fails otherwise); null for anything but a catalog image.
 */
export function picturePreload(url: unknown, sizes: string): string | null {
  // MEDIA_URL: an address of the catalog's own files, nothing that could end the attribute.
  if (typeof url !== 'string' || !MEDIA_URL.test(url) || VIDEO_URL.test(url)) return null;
  const srcset = WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
  return `<link rel="preload" as="image" href="${url}?w=${WIDTHS[0]}" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`;
}
