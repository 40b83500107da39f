import { useEffect, useState } from 'react';

/** How far below (or above) the screen a place counts as near: a screen's height, about a flick of the thumb. */
const NEAR = '100% 0px';

/**
 * Whether the element given to `ref` has come within a screen of the viewport; it stays true once it has. `now` answers
 * true at once. Where the browser has no IntersectionObserver, everything is near.
 */
export function useNearScreen(now: boolean): [boolean, (element: Element | null) => void] {
  const [near, setNear] = useState(now || typeof IntersectionObserver === 'undefined');
  const [element, ref] = useState<Element | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);
  return [near, ref];
}
