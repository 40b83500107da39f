import { z } from './messages';

const slug = z
  .string({ error: (issue) => (issue.input === undefined ? 'Slug is required' : 'Slugs must be text') })
  .trim()
  .min(1, 'Slugs cannot be empty')
  .max(200, 'Slugs must be at most 200 characters');
const slugList = z.array(slug, { error: 'Bookmarks must be a list of slugs' }).max(1000, 'Too many bookmarks');

export const syncBookmarksInput = z.object({
  bookmarks: slugList.default([]),
  artistbookmarks: slugList.default([]),
  cartItems: z
    .array(z.object({ slug }, { error: 'Each cart item must have a slug' }).passthrough(), {
      error: 'Cart items must be a list',
    })
    .max(200, 'Too many cart items')
    .default([]),
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
