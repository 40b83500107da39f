import type { AnchorHTMLAttributes, MouseEvent } from 'react';

declare global {
  interface Window {
    /** Set by single-spa: a route change that every application on the page sees. */
    singleSpaNavigate?: (url: string) => void;
  }
}

/** A link to any page of Easel, whichever application owns it; modified clicks (new tab) behave as usual. */
export function PageLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!window.singleSpaNavigate) return;
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    window.singleSpaNavigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
