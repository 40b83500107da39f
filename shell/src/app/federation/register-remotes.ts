import { registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName } from './federation-name';
import type { RemotesManifest } from './remotes-manifest';

/** Registers without fetching: a remote's entry is requested only when one of its modules is needed. */
export function registerManifest(manifest: RemotesManifest) {
  registerRemotes(
    Object.entries(manifest).map(([remote, entry]) => ({
      name: federationName(remote),
      entry: new URL(entry, window.location.href).href,
    })),
  );
}
