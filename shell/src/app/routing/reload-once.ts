const KEY = 'easel:route-reload-at';
const GUARD_MS = 30_000;

/** The browser's reload; replaceable in tests (jsdom's location cannot be spied on). */
export const page = { reload: () => window.location.reload() };

/**
 * Spec §2: a route module that fails to load causes a page reload (a new deployment may have moved it).
 * Not a second time within GUARD_MS, so a dead remote cannot loop the page. True when reloading.
 */
export function reloadOnce(storage: Storage = sessionStorage, now = Date.now()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  page.reload();
  return true;
}
