import { useSyncExternalStore } from 'react';

/** single-spa announces every route change; popstate covers the browser's back and forward. */
const ROUTE_EVENTS = ['single-spa:routing-event', 'popstate'];

function subscribe(listener: () => void) {
  ROUTE_EVENTS.forEach((name) => window.addEventListener(name, listener));
  return () => ROUTE_EVENTS.forEach((name) => window.removeEventListener(name, listener));
}

const pathname = () => window.location.pathname;

/** The current path, whichever application changed it. */
export const usePathname = () => useSyncExternalStore(subscribe, pathname, pathname);
