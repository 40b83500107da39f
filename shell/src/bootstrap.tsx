import { start } from 'single-spa';
import { createEaselStore } from '@easel/store';
import type { FragmentLoader } from '@easel/ui';
import '@easel/ui/styles/tokens.css';
import '@easel/ui/styles/reset.css';
import { loadRemoteModule } from './app/federation/load-remote-module';
import { remotesRegistered } from './app/federation/route-remote-early';
import { renderLayout } from './app/layout/render-layout';
import { registerApplications } from './app/routing/register-applications';
import { redirectIfNeeded, watchRouteChanges } from './app/routing/route-changes';
import { applyStoredTheme } from './features/theme/theme';

const loadFragment: FragmentLoader = (id) => loadRemoteModule(id);

async function startEasel() {
  applyStoredTheme(); // before anything is drawn, so a dark-theme visitor never sees a light frame
  try {
    await remotesRegistered();
  } catch (error) {
    // The shell still starts: its own pages work and remote routes show their error with Retry.
    console.warn('Easel: /remotes.json could not be loaded', error);
  }
  const store = createEaselStore();
  await renderLayout(document.getElementById('easel-root')!, store, loadFragment);
  registerApplications(store, loadFragment, async () => (await import('./app/pages/shell-pages')).shellPagesApp);
  redirectIfNeeded();
  watchRouteChanges();
  start({ urlRerouteOnly: true });
}

void startEasel();
