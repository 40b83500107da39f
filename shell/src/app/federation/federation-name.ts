/** "mf-catalog" (package and remotes.json key) → "mf_catalog" (federation container name). */
export const federationName = (remote: string) => remote.replace(/-/g, '_');
