// A media file is named by us: letters, digits, dashes and underscores, then one extension. Nothing else reaches the disk.
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.[a-z0-9]{2,5}$/;

export function isSafeMediaFileName(name: string): boolean {
  return SAFE_NAME.test(name);
}
