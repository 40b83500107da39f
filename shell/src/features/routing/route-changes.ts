import { appLoadStatus } from './app-load-status';
import { ownerOf } from './route-owners';

/** Spec §2: any path that no application owns goes to /. */
export function redirectUnknownPath() {
  if (!ownerOf(window.location.pathname)) window.history.replaceState(window.history.state, '', '/');
}

const pathOf = (url: string) => new URL(url, window.location.href).pathname;

/** Unknown paths go to /; a new path starts at the top of the page (anchors on the same path keep their place). */
export function watchRouteChanges() {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { oldUrl, newUrl } = (event as CustomEvent<{ oldUrl: string; newUrl: string }>).detail;
    if (!ownerOf(pathOf(newUrl))) {
      redirectUnknownPath();
      return;
    }
    if (pathOf(oldUrl) === pathOf(newUrl)) return;
    appLoadStatus.cleared();
    window.scrollTo(0, 0);
  });
}
