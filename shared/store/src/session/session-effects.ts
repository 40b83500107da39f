import { createListenerMiddleware } from '@reduxjs/toolkit';
import { STORAGE_KEYS, readJson, readSlugList, writeJson } from '../local-storage';
import { postJson } from '../api/post-json';
import { showToast } from '../toasts/show-toast';
import type { TokenDispatch } from './fresh-token';
import {
  loggedIn,
  loggedOut,
  sessionEnded,
  signingOut,
  tokenRenewed,
  userUpdated,
  type SessionState,
} from './session-slice';

export interface SessionEnv {
  /** A full-page navigation (logout sends the browser to /login). */
  redirect: (url: string) => void;
}

/**
 * When a guest with bookmarks logs in, their bookmarks, artist bookmarks and cart go to the server (spec §4).
 * Answers the guest lists that were synced, or undefined when nothing was.
 */
async function syncGuestData(
  dispatch: TokenDispatch,
): Promise<{ bookmarks: string[]; artistbookmarks: string[] } | undefined> {
  const bookmarks = readSlugList('guestBookmarks');
  const artistbookmarks = readSlugList('guestArtistBookmarks');
  if (bookmarks.length === 0 && artistbookmarks.length === 0) return undefined;
  const cartItems = readJson<unknown>('guestCart', []);
  try {
    await postJson(
      '/user/sync-bookmarks',
      { bookmarks, artistbookmarks, cartItems: Array.isArray(cartItems) ? cartItems : [] },
      dispatch,
    );
    for (const key of ['guestBookmarks', 'guestArtistBookmarks', 'guestCart'] as const)
      localStorage.removeItem(STORAGE_KEYS[key]);
    return { bookmarks, artistbookmarks };
  } catch {
    console.log('Sync failed');
    return undefined;
  }
}

const union = (mine: string[] = [], added: string[]) => [...new Set([...mine, ...added])];

const SESSION_ENDED = 'Your session has ended, please log in again';

const forgetSession = () => {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
};

/** What the session actions do outside the store: local storage, the guest sync, the logout redirect, the ended-session toast. */
export function sessionEffects({ redirect }: SessionEnv) {
  const listener = createListenerMiddleware<{ session: SessionState }, TokenDispatch>();
  listener.startListening({
    actionCreator: loggedIn,
    effect: async ({ payload: { token, user } }, api) => {
      localStorage.setItem(STORAGE_KEYS.token, token);
      writeJson('user', user);
      const synced = await syncGuestData(api.dispatch);
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
  listener.startListening({ actionCreator: signingOut, effect: forgetSession });
  listener.startListening({
    actionCreator: loggedOut,
    effect: () => {
      forgetSession();
      redirect('/login');
    },
  });
  listener.startListening({
    actionCreator: sessionEnded,
    effect: () => {
      forgetSession();
      // One toast however many calls learnt it at once.
      showToast('error', SESSION_ENDED, { toastId: 'session-ended' });
    },
  });
  listener.startListening({
    actionCreator: tokenRenewed,
    effect: ({ payload }) => localStorage.setItem(STORAGE_KEYS.token, payload),
  });
  listener.startListening({ actionCreator: userUpdated, effect: ({ payload }) => writeJson('user', payload) });
  return listener.middleware;
}
