import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@easel/contracts';
import { readJson, readSlugList } from '../local-storage';

export interface SessionState {
  token: string | null;
  user: User | null;
  bookmarks: string[];
  artistbookmarks: string[];
}

export type BookmarkType = 'item' | 'artist';
const BOOKMARK_FIELD = { item: 'bookmarks', artist: 'artistbookmarks' } as const;

/** Logged in: bookmark lists from the user record; guests: the local guest lists (spec §4). */
export function readSession(storage: Storage = localStorage): SessionState {
  const token = storage.getItem('token');
  const user = token ? readJson<User | null>('user', null, storage) : null;
  if (token && user)
    return { token, user, bookmarks: user.bookmarks ?? [], artistbookmarks: user.artistbookmarks ?? [] };
  return {
    token,
    user: null,
    bookmarks: readSlugList('guestBookmarks', storage),
    artistbookmarks: readSlugList('guestArtistBookmarks', storage),
  };
}

const signedOut = (): SessionState => ({ token: null, user: null, bookmarks: [], artistbookmarks: [] });

/** The session's state; what its actions do outside the store (storage, sync, redirect, toast) is in session-effects.ts. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: () => readSession(),
  reducers: {
    loggedIn: (_state, { payload }: PayloadAction<{ token: string; user: User }>) => ({
      token: payload.token,
      user: payload.user,
      bookmarks: payload.user.bookmarks ?? [],
      artistbookmarks: payload.user.artistbookmarks ?? [],
    }),
    /**
     * Logout has begun: the page is a visitor's at once, so nothing on it calls the server with the token the logout
     * is ending (the header's inbox did, and got a 401).
     */
    signingOut: signedOut,
    loggedOut: signedOut,
    /** The server refused to renew the session: unlike logout, the visitor stays on the page. */
    sessionEnded: signedOut,
    tokenRenewed: (state, { payload }: PayloadAction<string>) => {
      state.token = payload;
    },
    userUpdated: (state, { payload }: PayloadAction<User>) => {
      state.user = payload;
      state.bookmarks = payload.bookmarks ?? [];
      state.artistbookmarks = payload.artistbookmarks ?? [];
    },
    bookmarksChanged: (state, { payload }: PayloadAction<{ type: BookmarkType; list: string[] }>) => {
      const field = BOOKMARK_FIELD[payload.type];
      state[field] = payload.list;
      if (state.user) state.user[field] = payload.list;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => Boolean(state.token),
    selectBookmarks: (state) => state.bookmarks,
    selectArtistBookmarks: (state) => state.artistbookmarks,
  },
});

export const { loggedIn, signingOut, loggedOut, sessionEnded, tokenRenewed, userUpdated, bookmarksChanged } =
  sessionSlice.actions;
export const { selectToken, selectUser, selectIsLoggedIn, selectBookmarks, selectArtistBookmarks } =
  sessionSlice.selectors;
