/** The spec's local storage keys (§3), exactly. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  admintoken: 'admintoken',
  guestCart: 'guestCart',
  guestBookmarks: 'guestBookmarks',
  guestArtistBookmarks: 'guestArtistBookmarks',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

export function readJson<T>(key: StorageKey, fallback: T, storage: Storage = localStorage): T {
  const raw = storage.getItem(STORAGE_KEYS[key]);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS[key], JSON.stringify(value));
}

/** A list of slugs stored as a JSON array; anything else reads as empty. */
export function readSlugList(key: StorageKey, storage: Storage = localStorage): string[] {
  const value = readJson<unknown>(key, [], storage);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
