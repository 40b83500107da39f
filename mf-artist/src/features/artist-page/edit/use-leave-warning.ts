import { useEffect } from 'react';

interface RoutingDetail {
  oldUrl: string;
  newUrl: string;
  cancelNavigation: () => void;
}

const placeOf = (url: string) => {
  const { pathname, search } = new URL(url, window.location.href);
  return pathname + search;
};

/**
 * While `unsaved`, leaving asks first: the browser's own prompt on reload or close, and a confirm on a move to another
 * page of the site (single-spa announces each one before any application sees it, and can cancel it). Anchors on the
 * same page move freely.
 */
export function useLeaveWarning(unsaved: boolean, question: string) {
  useEffect(() => {
    if (!unsaved) return undefined;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onRoute = (event: Event) => {
      const { oldUrl, newUrl, cancelNavigation } = (event as CustomEvent<RoutingDetail>).detail;
      if (placeOf(oldUrl) !== placeOf(newUrl) && !window.confirm(question)) cancelNavigation();
    };
    window.addEventListener('beforeunload', onUnload);
    window.addEventListener('single-spa:before-routing-event', onRoute);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      window.removeEventListener('single-spa:before-routing-event', onRoute);
    };
  }, [unsaved, question]);
}
