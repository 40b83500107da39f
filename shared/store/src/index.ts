// The public surface of @easel/store.
export { createEaselStore, type EaselStore, type EaselDispatch, type SessionRootState } from './create-store';
export { easelBaseQuery, adminBaseQuery, errorMessage, type EaselQueryOptions } from './api/base-query';
export { showToast, TOASTS_WANTED, TOAST_AUTO_CLOSE_MS, type ToastKind } from './toasts/show-toast';
// Not uploadMedia: the few pages that upload import @easel/store/upload-media, so that it is not in the shared store every page downloads.
export { STORAGE_KEYS, readJson, writeJson, readSlugList } from './local-storage';
export { pathMatches } from '@easel/contracts';
export { loginRedirect, loginToComeBack, isLoggedIn, isAdminLoggedIn } from './routing/login-redirect';
export {
  sessionSlice,
  readSession,
  loggedIn,
  signingOut,
  loggedOut,
  userUpdated,
  bookmarksChanged,
  selectToken,
  selectUser,
  selectIsLoggedIn,
  selectBookmarks,
  selectArtistBookmarks,
  type SessionState,
  type BookmarkType,
} from './session/session-slice';
export { toggleBookmark, toggleArtistBookmark } from './session/bookmark-thunks';
export { visitorFingerprint } from './visitor/visitor-fingerprint';
export { freshToken } from './session/fresh-token';
export type { SessionEnv } from './session/session-effects';
