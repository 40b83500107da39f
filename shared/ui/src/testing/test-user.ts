import type { User } from '@easel/contracts';

/** A signed-in collector for component tests, Ada Lovelace; `changes` make her someone else (an artist, another id). */
export const testUser = (changes: Partial<User> = {}): User => ({
  _id: 'ada',
  role: 'customer',
  email: 'ada@easel.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  artistName: '',
  slug: '',
  avatar: null,
  instagram: null,
  google: false,
  count: 0,
  artistPage: { about: { img: null } },
  bookmarks: [],
  artistbookmarks: [],
  ...changes,
});
