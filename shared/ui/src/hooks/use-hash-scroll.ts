import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long the sections above the target may take to settle before it is scrolled to anyway. */
const SETTLE_MS = 5000;

/**
 * Scrolls the element named by the URL's #hash into view once `ready`: a remote's section exists only once its content
 * is in, so the browser cannot scroll to it alone. It waits, a frame at a time, until nothing on the page is still
 * arriving (data-page-waiting): a justified grid keeps its tiles, another height, until its rows are drawn, some
 * frames after its data.
 */
export function useHashScroll(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const giveUpAt = performance.now() + SETTLE_MS;
    let frame = requestAnimationFrame(function scrollOnceSettled() {
      if (document.querySelector('[data-page-waiting]') && performance.now() < giveUpAt) {
        frame = requestAnimationFrame(scrollOnceSettled);
        return;
      }
      document
        .getElementById(decodeURIComponent(hash.slice(1)))
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, ready]);
}
