import { registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName } from './federation-name';

export type RemotesManifest = Record<string, string>;

/** The gateway's /remotes.json: remote name → remoteEntry URL, decided when the page loads. */
export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

/** Registers without fetching: a remote's entry is requested only when one of its modules is needed. */
export function registerManifest(manifest: RemotesManifest) {
  registerRemotes(
    Object.entries(manifest).map(([remote, entry]) => ({ name: federationName(remote), entry: new URL(entry, window.location.href).href })),
  );
}
