import { useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/**
 * A page's pictures are fetched in three turns: its first picture (likely its largest), then the rest of its first
 * screen, then those below it. The browser's lazy loading fetches every picture within 1250 px of the screen at once:
 * on / that was 19 pictures beside the 3 in view, and the first screen's 3 at once, all sharing a phone's slow
 * connection with the page's largest picture.
 *
 * A turn's pictures count themselves in until they have loaded (or failed); the next turn is drawn once none is
 * loading, a moment after it first asked (other sections' first pictures may still be on their way), or after
 * WAIT_AT_MOST_MS whatever happens. Then the browser's own lazy loading takes over, for the whole visit.
 */
const GRACE_MS = 250;
const WAIT_AT_MOST_MS = 3000;

function turn() {
  let loading = 0;
  let counted = 0;
  let released = false;
  let asked = false;
  const listeners = new Set<() => void>();
  const release = () => {
    if (released) return;
    released = true;
    listeners.forEach((listener) => listener());
  };
  const releaseIfNoneLoading = () => loading === 0 && release();
  return {
    isReleased: () => released,
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!asked) {
        asked = true;
        // Pictures may have counted themselves in and arrived before anyone asked (a render in a transition runs its
        // effects late): then the turn is over.
        if (counted > 0) releaseIfNoneLoading();
        setTimeout(releaseIfNoneLoading, GRACE_MS);
        setTimeout(release, WAIT_AT_MOST_MS);
      }
      return () => void listeners.delete(listener);
    },
    /** Counts a picture in while it loads; answers the call that counts it out, once. */
    countIn() {
      loading += 1;
      counted += 1;
      let out = false;
      return () => {
        if (out) return;
        out = true;
        loading -= 1;
        if (asked) releaseIfNoneLoading();
      };
    },
  };
}

const firstPicture = turn();
const firstScreen = turn();

/** How a picture is fetched: the page's first, another in its first screen, or one further down. */
export type PictureLoad = 'first' | 'eager' | 'lazy';

const useReleased = (after: ReturnType<typeof turn>) => useSyncExternalStore(after.subscribe, after.isReleased);

/** Whether the pictures below the first screen may be drawn yet. */
export function useBelowTheFoldPictures(): boolean {
  return useReleased(firstScreen);
}

/**
 * Other teams' widgets beside a page's first picture (an artwork's Weekly Pulse rank and Report link) come after it
 * too: fetched with it, they shared a phone's connection and main thread with it. Render it with that picture, so that
 * the picture has counted itself in by the time this asks. (The buy button does not wait: it is what the page is for.)
 */
export function AfterFirstScreenPictures({ children }: { children: ReactNode }) {
  return useBelowTheFoldPictures() ? children : null;
}

/**
 * A picture's turn: whether it may be drawn yet, and the handler for its load and error events. A first-screen picture
 * counts itself in from the moment it is on the page, drawn or still waiting for the first picture.
 */
export function usePictureTurn(load: PictureLoad): { drawn: boolean; arrived: (() => void) | undefined } {
  const done = useRef<() => void>(undefined);
  const afterFirst = useReleased(firstPicture);
  const belowTheFold = useBelowTheFoldPictures();
  useLayoutEffect(() => {
    if (load === 'lazy' || firstScreen.isReleased()) return;
    const outOfScreen = firstScreen.countIn();
    const outOfFirst = load === 'first' && !firstPicture.isReleased() ? firstPicture.countIn() : undefined;
    done.current = () => {
      outOfFirst?.();
      outOfScreen();
    };
    return done.current; // gone before it loaded
  }, [load]);
  const drawn = load === 'first' || (load === 'eager' ? afterFirst : belowTheFold);
  return { drawn, arrived: load === 'lazy' ? undefined : () => done.current?.() };
}
