import type { SyncBookmarksInput, UpdateBookmarksInput } from '@easel/contracts';
import type { BookmarkKind } from '../data-access/bookmarks-repository';
import type { IdentityDeps } from './identity-deps';
import { loadUser } from './user-profile';

type Deps = Pick<IdentityDeps, 'users' | 'bookmarks'>;

const distinct = (slugs: string[]) => [...new Set(slugs)];

/** Guest lists join the user's own after login (spec §4); the cart is commerce's business. */
export async function syncBookmarks(deps: Deps, userId: string, input: SyncBookmarksInput) {
  await deps.bookmarks.addAll(userId, 'item', distinct(input.bookmarks));
  await deps.bookmarks.addAll(userId, 'artist', distinct(input.artistbookmarks));
  return { message: 'Bookmarks synced', user: await loadUser(deps, userId) };
}

/** The client sends the whole list after each toggle; it replaces what was saved. */
export async function updateBookmarks(deps: Deps, userId: string, { type, updated }: UpdateBookmarksInput) {
  await deps.bookmarks.replace(userId, type, distinct(updated));
  return { message: 'Bookmarks updated', user: await loadUser(deps, userId) };
}

export async function toggleBookmark({ bookmarks }: Deps, userId: string, kind: BookmarkKind, slug: string) {
  return { added: await bookmarks.toggle(userId, kind, slug) };
}
