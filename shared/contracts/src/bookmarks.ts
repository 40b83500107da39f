import { z } from './messages';

const slug = z.string().trim().min(1).max(200);
const slugList = z.array(slug).max(1000, 'Too many bookmarks');

export const syncBookmarksInput = z.object({
  bookmarks: slugList.default([]),
  artistbookmarks: slugList.default([]),
  cartItems: z.array(z.object({ slug }).passthrough()).max(200, 'Too many cart items').default([]),
});
export type SyncBookmarksInput = z.infer<typeof syncBookmarksInput>;

export const updateBookmarksInput = z.object({
  type: z.enum(['artist', 'item'], { error: 'Type must be artist or item' }),
  updated: slugList,
});
export type UpdateBookmarksInput = z.infer<typeof updateBookmarksInput>;

export interface BookmarkToggleAnswer {
  added: boolean;
}
