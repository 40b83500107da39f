import { createListenerMiddleware } from '@reduxjs/toolkit';
import { STORAGE_KEYS, readJson, readSlugList, writeJson } from '../local-storage';
import { postJson } from '../api/post-json';
import { loggedIn, loggedOut, userUpdated } from './session-slice';

export interface SessionEnv {
  /** A full-page navigation (logout sends the browser to /login). */
  redirect: (url: string) => void;
}

/** When a guest with bookmarks logs in, their bookmarks, artist bookmarks and cart go to the server (spec §4). */
async function syncGuestData(token: string) {
  const bookmarks = readSlugList('guestBookmarks');
  const artistbookmarks = readSlugList('guestArtistBookmarks');
  if (bookmarks.length === 0 && artistbookmarks.length === 0) return;
  const cartItems = readJson<unknown>('guestCart', []);
  try {
    await postJson('/user/sync-bookmarks', { bookmarks, artistbookmarks, cartItems: Array.isArray(cartItems) ? cartItems : [] }, token);
    for (const key of ['guestBookmarks', 'guestArtistBookmarks', 'guestCart'] as const) localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    console.log('Sync failed');
  }
}

/** What the session actions do outside the store: local storage, the guest sync, the logout redirect. */
export function sessionEffects({ redirect }: SessionEnv) {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: loggedIn,
    effect: async ({ payload: { token, user } }) => {
      localStorage.setItem(STORAGE_KEYS.token, token);
      writeJson('user', user);
      await syncGuestData(token);
    },
  });
  listener.startListening({
    actionCreator: loggedOut,
    effect: () => {
      localStorage.removeItem(STORAGE_KEYS.token);
      localStorage.removeItem(STORAGE_KEYS.user);
      redirect('/login');
    },
  });
  listener.startListening({ actionCreator: userUpdated, effect: ({ payload }) => writeJson('user', payload) });
  return listener.middleware;
}
