import { addErrorHandler, registerApplication, type LifeCycles } from 'single-spa';
import type { EaselStore } from '@easel/store';
import type { FragmentLoader, MicroFrontendProps } from '@easel/ui';
import { loadApplication } from './load-application';
import { redirectFor } from './route-changes';
import { ownsPath, ROUTE_OWNERS, type ApplicationName, type RemoteName } from './route-owners';

export const MAIN_ELEMENT_ID = 'easel-main';

/** Each application mounts into its own box inside the one main mount point. */
function domElementGetter(app: ApplicationName) {
  return () => {
    const id = `easel-app-${app}`;
    const existing = document.getElementById(id);
    if (existing) return existing;
    const box = document.createElement('div');
    box.id = id;
    document.getElementById(MAIN_ELEMENT_ID)?.appendChild(box);
    return box;
  };
}

/** Registers the shell's own pages and every remote with the routes it owns; remotes are fetched on their routes only. */
export function registerApplications(
  store: EaselStore,
  loadFragment: FragmentLoader,
  shellPages: () => Promise<LifeCycles<MicroFrontendProps>>,
) {
  for (const app of Object.keys(ROUTE_OWNERS) as ApplicationName[]) {
    registerApplication<MicroFrontendProps & { domElementGetter: () => HTMLElement }>({
      name: app,
      app: app === 'shell' ? shellPages : () => loadApplication(app as RemoteName),
      // Not on a path that is about to redirect: a visitor's /profile never fetches mf-artist.
      activeWhen: ({ pathname }) => ownsPath(app)(pathname) && !redirectFor(pathname),
      customProps: { store, loadFragment, domElementGetter: domElementGetter(app) },
    });
  }
  // The main area shows what failed; single-spa would otherwise rethrow it as an uncaught error.
  addErrorHandler((error) => console.warn(`Easel: ${error.appOrParcelName} failed:`, error.message));
}
