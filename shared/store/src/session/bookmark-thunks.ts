import { createAsyncThunk } from '@reduxjs/toolkit';
import { writeJson } from '../local-storage';
import { postJson } from '../api/post-json';
import type { SessionExtra } from './fresh-token';
import { bookmarksChanged, type BookmarkType, type SessionState } from './session-slice';

const toggled = (list: string[], slug: string) =>
  list.includes(slug) ? list.filter((item) => item !== slug) : [...list, slug];

/** Adds the slug if absent, removes it if present; the server or the guest list keeps the result (spec §4). */
const toggleBookmarkOf = (type: BookmarkType) =>
  createAsyncThunk<void, string, { state: { session: SessionState }; extra: SessionExtra }>(
    `session/toggle-${type}-bookmark`,
    async (slug, { dispatch, getState }) => {
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
        await postJson('/user/update-bookmarks', { type, updated: list }, dispatch);
      } catch {
        console.log('Bookmark update failed');
      }
    },
  );

export const toggleBookmark = toggleBookmarkOf('item');
export const toggleArtistBookmark = toggleBookmarkOf('artist');
