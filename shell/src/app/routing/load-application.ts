import type { LifeCycles } from 'single-spa';
import type { MicroFrontendProps } from '@easel/ui';
import { loadRemoteModule } from '../federation/load-remote-module';
import { federationName } from '../federation/federation-name';
import { appLoadStatus } from './app-load-status';
import { reloadOnce } from './reload-once';
import type { RemoteName } from './route-owners';

const never = new Promise<never>(() => undefined);

/** A remote's ./app (every ./app has the same shape), retried; then one guarded page reload; then the main area's error with Retry. */
export async function loadApplication(remote: RemoteName): Promise<LifeCycles<MicroFrontendProps>> {
  appLoadStatus.started(remote);
  try {
    const lifecycles = await loadRemoteModule<typeof import('mf_catalog/app')>(`${federationName(remote)}/app`);
    appLoadStatus.finished(remote);
    return lifecycles;
  } catch (error) {
    if (reloadOnce()) return never;
    appLoadStatus.failed(remote);
    throw error;
  }
}
