import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls the element named by the URL's #hash into view once `ready` (its content has loaded). */
export function useHashScroll(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash, ready]);
}
