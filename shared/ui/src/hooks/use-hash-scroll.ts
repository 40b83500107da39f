import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls the element named by the URL's #hash into view once `ready`: a remote's section exists only once its content is in, so the browser cannot scroll to it alone. */
export function useHashScroll(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    // Next frame: the justified grids lay out their rows only once their width is measured, after this effect.
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash, ready]);
}
