/**
 * Whether `pathname` fits a route pattern of the spec's table:
 * `:name` is one segment, a trailing `*` is any rest (also none), a trailing slash is ignored.
 */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  for (let i = 0; i < want.length; i++) {
    const part = want[i];
    if (part === '*' && i === want.length - 1) return true;
    const actual = have[i];
    if (actual === undefined) return false;
    if (!part?.startsWith(':') && part !== actual) return false;
  }
  return have.length === want.length;
}

const segments = (path: string) => path.split('/').filter(Boolean);
