// The federated remotes the shell loads, and where each one's remoteEntry.js is fetched from.
export const remoteNames = ['mf-catalog', 'mf-artist', 'mf-commerce', 'mf-community', 'mf-admin'] as const;

type RemoteName = (typeof remoteNames)[number];
export type Remotes = Record<RemoteName, string>;

export const defaultRemotes = Object.fromEntries(
  remoteNames.map((name) => [name, `/remotes/${name}/remoteEntry.js`]),
) as Remotes;

const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);

/** The problems with an override object (REMOTES_JSON), one per line; empty when it is usable. */
export function remoteOverrideProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return ['must be a JSON object of remote name → remoteEntry URL'];
  return Object.entries(value).flatMap(([name, url]) => {
    if (!isRemoteName(name)) return [`"${name}" is not a remote (known: ${remoteNames.join(', ')})`];
    if (typeof url !== 'string' || !isRemoteUrl(url))
      return [`"${name}" must be an http(s) URL or a path starting with /`];
    return [];
  });
}

function isRemoteUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The other origins remotes are loaded from: the page's CSP must allow their scripts and fetches. */
export function remoteOrigins(remotes: Remotes): string[] {
  const absolute = Object.values(remotes).filter((url) => !url.startsWith('/'));
  return [...new Set(absolute.map((url) => new URL(url).origin))];
}
