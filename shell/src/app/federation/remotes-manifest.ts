export type RemotesManifest = Record<string, string>;

let requested: Promise<RemotesManifest> | undefined;

/**
 * The gateway's /remotes.json: remote name → remoteEntry URL, decided when the page loads. Asked for once, by
 * index.ts while the bootstrap chunk downloads, since it is the next thing the page waits for.
 */
export function remotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  requested ??= fetch(url, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<RemotesManifest>;
  });
  return requested;
}
