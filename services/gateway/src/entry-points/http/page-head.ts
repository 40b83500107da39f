import type { UpstreamPool } from '../../domain/upstream-pool';
import { artworkHero } from './artwork-hero';
import { pulseHero } from './pulse-hero';

/**
 * The home page's largest picture is The Weekly Pulse's first, and the page asks for the Pulse only once its scripts
 * have run (mf-catalog's list-pulse-artworks.ts, the same address: composition.spec.ts fails if the page asks twice).
 * Named in the page's head, the answer comes while the scripts load: Lighthouse's LCP on / went from 2,657 to 2,527 ms
 * (median of 6, in turns). `use-credentials`: the page's calls send credentials, and a preload serves only a call that
 * sends the same.
 */
const PULSE_ANSWER = '<link rel="preload" as="fetch" href="/api/artworks/pulse" crossorigin="use-credentials">';

/** What a page's <head> gets for its path beyond its files: what its first screen waits for, or null. */
export function pageHead(catalog: UpstreamPool) {
  const artworkPicture = artworkHero(catalog);
  const pulsePicture = pulseHero(catalog);
  return async (pathname: string): Promise<string | null> =>
    pathname === '/' ? PULSE_ANSWER + ((await pulsePicture()) ?? '') : artworkPicture(pathname);
}
