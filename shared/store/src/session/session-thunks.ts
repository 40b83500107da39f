import { createAsyncThunk } from '@reduxjs/toolkit';
import type { User } from '@easel/contracts';
import { STORAGE_KEYS, readJson, readSlugList, writeJson } from '../local-storage';
import { postJson } from '../api/post-json';
import { bookmarksChanged, loggedIn, loggedOut, type BookmarkType, type SessionState } from './session-slice';

export interface SessionEnv {
  /** A full-page navigation (logout sends the browser to /login). */
  redirect: (url: string) => void;
}
interface ThunkApi {
  state: { session: SessionState };
  extra: SessionEnv;
}

/** Stores token and user; then syncs the guest's bookmarks and cart when there are guest bookmarks (spec §4). */
export const logIn = createAsyncThunk<void, { token: string; user: User }, ThunkApi>('session/logIn', async ({ token, user }, { dispatch }) => {
  localStorage.setItem(STORAGE_KEYS.token, token);
  writeJson('user', user);
  dispatch(loggedIn({ token, user }));
  await syncGuestData(token);
});

async function syncGuestData(token: string) {
  const bookmarks = readSlugList('guestBookmarks');
  const artistbookmarks = readSlugList('guestArtistBookmarks');
  if (bookmarks.length === 0 && artistbookmarks.length === 0) return;
  const cartItems = readJson<unknown[]>('guestCart', []);
  try {
    await postJson('/user/sync-bookmarks', { bookmarks, artistbookmarks, cartItems: Array.isArray(cartItems) ? cartItems : [] }, token);
    for (const key of ['guestBookmarks', 'guestArtistBookmarks', 'guestCart'] as const) localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    console.log('Sync failed');
  }
}

/** Removes token and user, then a full-page redirect to /login (spec §2). */
export const logOut = createAsyncThunk<void, void, ThunkApi>('session/logOut', async (_arg, { dispatch, extra }) => {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  dispatch(loggedOut());
  extra.redirect('/login');
});

const toggled = (list: string[], slug: string) => (list.includes(slug) ? list.filter((item) => item !== slug) : [...list, slug]);

/** Adds the slug if absent, removes it if present; the server or the guest list keeps the result (spec §4). */
const toggleBookmarkOf = (type: BookmarkType) =>
  createAsyncThunk<void, string, ThunkApi>(`session/toggle-${type}-bookmark`, async (slug, { dispatch, getState }) => {
    const before = getState().session;
    const list = toggled(type === 'item' ? before.bookmarks : before.artistbookmarks, slug);
    dispatch(bookmarksChanged({ type, list }));
    const { token, user } = getState().session;
    if (!token || !user) {
      writeJson(type === 'item' ? 'guestBookmarks' : 'guestArtistBookmarks', list);
      return;
    }
    writeJson('user', user);
    try {
      await postJson('/user/update-bookmarks', { type, updated: list }, token);
    } catch {
      console.log('Bookmark update failed');
    }
  });

export const toggleBookmark = toggleBookmarkOf('item');
export const toggleArtistBookmark = toggleBookmarkOf('artist');
