import { start } from 'single-spa';
import { createEaselStore } from '@easel/store';
import type { FragmentLoader } from '@easel/ui';
import '@easel/ui/src/styles/tokens.css';
import '@easel/ui/src/styles/reset.css';
import { loadRemoteModule } from './features/federation/load-remote-module';
import { fetchRemotesManifest, registerManifest } from './features/federation/register-remotes';
import { renderLayout } from './features/layout/render-layout';
import { registerApplications } from './features/routing/register-applications';
import { redirectIfNeeded, watchRouteChanges } from './features/routing/route-changes';
import { applyStoredTheme } from './features/theme/theme';

const loadFragment: FragmentLoader = (id) => loadRemoteModule(id);

async function startEasel() {
  applyStoredTheme(); // before anything is drawn, so a dark-theme visitor never sees a light frame
  try {
    registerManifest(await fetchRemotesManifest());
  } catch (error) {
    // The shell still starts: its own pages work and remote routes show their error with Retry.
    console.warn('Easel: /remotes.json could not be loaded', error);
  }
  const store = createEaselStore();
  renderLayout(document.getElementById('easel-root')!, store, loadFragment);
  registerApplications(store, loadFragment, async () => (await import('./features/pages/shell-pages')).shellPagesApp);
  redirectIfNeeded();
  watchRouteChanges();
  start({ urlRerouteOnly: true });
}

void startEasel();
