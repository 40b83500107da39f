import { useSyncExternalStore } from 'react';

/** Spec §9's 768 px breakpoint: below it the page is laid out for phones. */
const SMALL = '(max-width: 767.98px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(SMALL) : null);

function subscribe(listener: () => void) {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

export const useSmallScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
