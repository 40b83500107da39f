import { useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The pictures below the first screen wait for those in it. The browser's lazy loading fetches every picture within
 * 1250 px of the screen at once: on / that was 19 pictures beside the 3 in view, all sharing a phone's slow connection
 * with the page's largest picture. A first-screen picture counts itself in until it has loaded (or failed); the others
 * are drawn once none is loading, a moment after they first asked (other sections' first pictures may still be on their
 * way), or after WAIT_AT_MOST_MS whatever happens. Then the browser's own lazy loading takes over, for the whole visit.
 */
const GRACE_MS = 250;
const WAIT_AT_MOST_MS = 3000;

let loading = 0;
let released = false;
let asked = false;
const listeners = new Set<() => void>();

function release() {
  if (released) return;
  released = true;
  listeners.forEach((listener) => listener());
}

function releaseIfNoneLoading() {
  if (loading === 0) release();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    setTimeout(releaseIfNoneLoading, GRACE_MS);
    setTimeout(release, WAIT_AT_MOST_MS);
  }
  return () => void listeners.delete(listener);
}

/** Whether the pictures below the first screen may be drawn yet. */
export function useBelowTheFoldPictures(): boolean {
  return useSyncExternalStore(subscribe, () => released);
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
 * For a picture in the first screen (`inFirstScreen`): counts it in while it loads. Answers the handler for its load and
 * error events.
 */
export function useFirstScreenPicture(inFirstScreen: boolean): (() => void) | undefined {
  const done = useRef<() => void>(undefined);
  useLayoutEffect(() => {
    if (!inFirstScreen || released) return;
    loading += 1;
    let counted = true;
    done.current = () => {
      if (!counted) return;
      counted = false;
      loading -= 1;
      if (asked) releaseIfNoneLoading();
    };
    return done.current; // gone before it loaded
  }, [inFirstScreen]);
  return inFirstScreen ? () => done.current?.() : undefined;
}
