import { loginRedirect } from '@easel/store';
import { appLoadStatus } from './app-load-status';
import { ownerOf } from './route-owners';

/** Where a path must go instead: / for a path no application owns (spec §2), the login rule for protected ones. */
export const redirectFor = (pathname: string): string | null => (ownerOf(pathname) ? loginRedirect(pathname) : '/');

/** Applies `redirectFor` to the current URL; true when it moved. */
export function redirectIfNeeded(): boolean {
  const target = redirectFor(window.location.pathname);
  if (target) window.history.replaceState(window.history.state, '', target);
  return Boolean(target);
}

const pathOf = (url: string) => new URL(url, window.location.href).pathname;

/** Redirects before anything loads; a new path starts at the top of the page (anchors on the same path keep their place). */
export function watchRouteChanges() {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { oldUrl, newUrl } = (event as CustomEvent<{ oldUrl: string; newUrl: string }>).detail;
    if (redirectIfNeeded()) return;
    if (pathOf(oldUrl) === pathOf(newUrl)) return;
    appLoadStatus.cleared();
    window.scrollTo(0, 0);
  });
}
