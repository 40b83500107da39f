import path from 'node:path';

const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

// webpack's [contenthash]: eight or more hex digits between dots or dashes, e.g. main.3f2a1b9c.js
const contentHash = /[.-][0-9a-f]{8,}[.-]/i;

/** A file named by its content never changes, so it may be kept for a year; anything else is checked each time. */
export function cacheControlFor(file: string): string {
  return contentHash.test(path.basename(file)) ? immutable : revalidate;
}
