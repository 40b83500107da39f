import { useSyncExternalStore } from 'react';

const listOf = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/**
 * Whether the media query matches now, kept up as the window changes. `unknown` answers where the browser cannot tell
 * (no matchMedia, as in jsdom) and while rendering on a server.
 */
export function useMediaQuery(query: string, unknown = false): boolean {
  return useSyncExternalStore(
    (change) => {
      const list = listOf(query);
      list?.addEventListener('change', change);
      return () => list?.removeEventListener('change', change);
    },
    () => listOf(query)?.matches ?? unknown,
    () => unknown,
  );
}
