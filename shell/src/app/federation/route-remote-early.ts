import { loadRemote } from '@module-federation/enhanced/runtime';
// An entry of its own, not the package root: this runs in the entry chunk, before the shared @easel/store may be consumed.
import { loginRedirect } from '@easel/store/login-redirect';
import { ownerOf } from '../routing/route-owners';
import { federationName } from './federation-name';
import { registerManifest } from './register-remotes';
import { remotesManifest } from './remotes-manifest';

let registered: Promise<void> | undefined;

/**
 * The remotes of /remotes.json registered, once a page. The app of the remote that owns this page is asked for at
 * once, while the shell's own code still downloads, so that its entry and code arrive beside React rather than after
 * it. single-spa's load of the same module later finds it there; a failure here is left to that load, which retries
 * and reports it.
 */
export function remotesRegistered(): Promise<void> {
  registered ??= remotesManifest().then((manifest) => {
    registerManifest(manifest);
    const { pathname } = window.location;
    const owner = ownerOf(pathname);
    if (owner && owner !== 'shell' && !loginRedirect(pathname))
      loadRemote(`${federationName(owner)}/app`).catch(() => undefined);
  });
  return registered;
}
