import { STORAGE_KEYS } from '../local-storage';
import { pathMatches } from '@easel/contracts';

/** Login state is the presence of a locally stored token (spec §2). */
export const isLoggedIn = (storage: Storage = localStorage) => Boolean(storage.getItem(STORAGE_KEYS.token));
export const isAdminLoggedIn = (storage: Storage = localStorage) => Boolean(storage.getItem(STORAGE_KEYS.admintoken));

const TO_LOGIN = [
  '/create/giftcard',
  '/giftcard/edit/:slug',
  '/change-password',
  '/edit/profile',
  '/profile',
  '/inbox',
  '/analytics',
  '/newsletter',
  '/sales',
];

/** The spec's protected routes: where a visitor without the needed token is sent instead, or null. */
export function loginRedirect(pathname: string, storage: Storage = localStorage): string | null {
  if (pathMatches('/admin/*', pathname) && !pathMatches('/admin/login', pathname)) {
    return isAdminLoggedIn(storage) ? null : '/admin/login';
  }
  if (isLoggedIn(storage)) return null;
  if (pathMatches('/publish', pathname)) return '/register?publish=true';
  if (pathMatches('/publish/register', pathname)) return '/login?publish=true';
  if (TO_LOGIN.some((pattern) => pathMatches(pattern, pathname))) return '/login';
  return null;
}

/** /login that comes back here once signed in (`next`), for an action a visitor needs an account for (comment, upvote). */
export const loginToComeBack = (location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location) =>
  `/login?next=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
