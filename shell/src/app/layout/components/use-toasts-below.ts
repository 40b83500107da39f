import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps --shl-header-bottom on <html> at the header's height, which grows on artist pages (their bar), so that toasts
 * open below the header's actions (Submit Artwork, account, cart) instead of over them.
 */
export function useToastsBelow(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--shl-header-bottom', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}
