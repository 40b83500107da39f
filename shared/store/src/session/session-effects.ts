import { createListenerMiddleware } from '@reduxjs/toolkit';
import { STORAGE_KEYS, readJson, readSlugList, writeJson } from '../local-storage';
import { postJson } from '../api/post-json';
import { loggedIn, loggedOut, userUpdated } from './session-slice';

export interface SessionEnv {
  /** A full-page navigation (logout sends the browser to /login). */
  redirect: (url: string) => void;
}

/**
 * When a guest with bookmarks logs in, their bookmarks, artist bookmarks and cart go to the server (spec §4).
 * Answers the guest lists that were synced, or undefined when nothing was.
 */
async function syncGuestData(token: string): Promise<{ bookmarks: string[]; artistbookmarks: string[] } | undefined> {
  const bookmarks = readSlugList('guestBookmarks');
  const artistbookmarks = readSlugList('guestArtistBookmarks');
  if (bookmarks.length === 0 && artistbookmarks.length === 0) return undefined;
  const cartItems = readJson<unknown>('guestCart', []);
  try {
    await postJson('/user/sync-bookmarks', { bookmarks, artistbookmarks, cartItems: Array.isArray(cartItems) ? cartItems : [] }, token);
    for (const key of ['guestBookmarks', 'guestArtistBookmarks', 'guestCart'] as const) localStorage.removeItem(STORAGE_KEYS[key]);
    return { bookmarks, artistbookmarks };
  } catch {
    console.log('Sync failed');
    return undefined;
  }
}

const union = (mine: string[] = [], added: string[]) => [...new Set([...mine, ...added])];

/** What the session actions do outside the store: local storage, the guest sync, the logout redirect. */
export function sessionEffects({ redirect }: SessionEnv) {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: loggedIn,
    effect: async ({ payload: { token, user } }, api) => {
      localStorage.setItem(STORAGE_KEYS.token, token);
      writeJson('user', user);
      const synced = await syncGuestData(token);
      // The server adds the guest lists to the user's (its answer is not read, spec §7): the session does the same.
      if (synced)
        api.dispatch(
          userUpdated({
            ...user,
            bookmarks: union(user.bookmarks, synced.bookmarks),
            artistbookmarks: union(user.artistbookmarks, synced.artistbookmarks),
          }),
        );
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
