import { useSyncExternalStore } from 'react';

/**
 * The contract with mf-artist's artist page: it dispatches `artist:page-shown` on window with this detail when it
 * shows an artist, and `artist:page-hidden` when it unmounts. The header listens; nothing else is shared.
 */
export const ARTIST_PAGE_SHOWN = 'artist:page-shown';
export const ARTIST_PAGE_HIDDEN = 'artist:page-hidden';

export interface ShownArtist {
  slug: string | null;
  artistName: string;
  instagram: string | null;
}

let shown: ShownArtist | null = null;
const listeners = new Set<() => void>();
let listening = false;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function parse(detail: unknown): ShownArtist | null {
  if (!detail || typeof detail !== 'object') return null;
  const { slug, artistName, instagram } = detail as Record<string, unknown>;
  const name = text(artistName) ?? text(slug);
  return name ? { slug: text(slug), artistName: name, instagram: text(instagram) } : null;
}

function update(next: ShownArtist | null) {
  shown = next;
  listeners.forEach((listener) => listener());
}

function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener(ARTIST_PAGE_SHOWN, (event) => update(parse((event as CustomEvent).detail)));
  window.addEventListener(ARTIST_PAGE_HIDDEN, () => update(null));
}

function subscribe(listener: () => void) {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The artist whose page is showing, on /artist/ paths only (spec §2: artist-page mode). */
export function useShownArtist(pathname: string): ShownArtist | null {
  const artist = useSyncExternalStore(
    subscribe,
    () => shown,
    () => shown,
  );
  return pathname.includes('/artist/') ? artist : null;
}
