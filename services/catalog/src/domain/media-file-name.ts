// A media file is named by us: letters, digits, dashes and underscores, then one extension. Nothing else reaches the disk.
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.[a-z0-9]{2,5}$/;

export function isSafeMediaFileName(name: string): boolean {
  return SAFE_NAME.test(name);
}

/** The public address of a stored file; the gateway forwards /api/media to catalog's /media. */
export const mediaUrl = (fileName: string) => `/api/media/${fileName}`;

/** The stored file an address names. */
export const fileNameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
