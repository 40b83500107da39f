import type { User } from '@easel/contracts';

export const DEMO_USER: User = {
  _id: '7d1f5c1e-0000-4000-8000-000000000001',
  role: 'customer',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lima',
  artistName: null,
  slug: null,
  avatar: null,
  instagram: null,
  google: false,
  count: 0,
  artistPage: { about: { img: null } },
  bookmarks: [],
  artistbookmarks: [],
};
