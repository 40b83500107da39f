import { artworkBody, type Actor, type World } from './world';
import { allOf, holds, notSetTo, valueAt } from './harmless';
import type { Call, HostileInput } from './hostile-input';

// Another user's works, a customer publishing, a visitor on signed-in routes, and fields nobody may set themselves.

const ONLY_OWNER = 'Only the artist who published this artwork can change it';
const ONLY_ARTISTS = 'Only artists can publish artworks; become an artist first';

const row = (what: string, request: HostileInput['request'], expect: HostileInput['expect']): HostileInput => ({
  category: 'access control',
  what,
  request,
  expect,
});
const registration = (changes: Record<string, unknown>) => ({
  firstName: 'Mass',
  lastName: 'Assign',
  email: `security-mass-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'mass-assigned-secret-3',
  role: 'customer',
  ...changes,
});
const edit =
  (as: Actor, json: Record<string, unknown>) =>
  (w: World): Call => ({
    method: 'PUT',
    path: `/api/artwork/edit/${w.artwork.slug}`,
    as,
    json,
  });
const visitor = (what: string, call: Call) => row(`a visitor ${what}`, call, { status: 401 });

export const accessControlInputs: HostileInput[] = [
  row("another artist edits the artist's artwork", edit('other', { title: 'Taken over' }), {
    status: 403,
    message: ONLY_OWNER,
  }),
  row(
    "another artist deletes the artist's artwork",
    (w) => ({ method: 'DELETE', path: `/api/artwork/${w.artwork.slug}`, as: 'other' }),
    {
      status: 403,
      message: ONLY_OWNER,
    },
  ),
  row("a customer edits the artist's artwork", edit('customer', { price: 1 }), { status: 403, message: ONLY_OWNER }),
  row(
    "a customer deletes the artist's artwork",
    (w) => ({ method: 'DELETE', path: `/api/artwork/${w.artwork.slug}`, as: 'customer' }),
    {
      status: 403,
      message: ONLY_OWNER,
    },
  ),
  row('a customer publishes', (w) => ({ path: '/api/artwork/new', as: 'customer', json: artworkBody(w.image) }), {
    status: 403,
    message: ONLY_ARTISTS,
  }),
  row(
    "an artist publishes with another artist's image",
    (w) => ({ path: '/api/artwork/new', as: 'other', json: artworkBody(w.image) }),
    {},
  ),
  row(
    "an artist edits their artwork to show another artist's image",
    (w) => edit('artist', { featuredImage: w.otherImage })(w),
    {},
  ),
  visitor('publishes', { path: '/api/artwork/new', json: { title: 'x' } }),
  visitor('edits an artwork', {
    method: 'PUT',
    path: '/api/artwork/edit/quiet-thunder-mara-okafor',
    json: { title: 'x' },
  }),
  visitor('deletes an artwork', { method: 'DELETE', path: '/api/artwork/quiet-thunder-mara-okafor' }),
  visitor('uploads', {
    path: '/api/media',
    multipart: { file: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff]) } },
  }),
  visitor('reads an account', { path: '/api/user/me' }),
  visitor('changes a profile', { method: 'PUT', path: '/api/user/profile', json: { firstName: 'x' } }),
  visitor('toggles a server bookmark', { method: 'POST', path: '/api/user/bookmark/quiet-thunder-mara-okafor' }),
  visitor('toggles an artist bookmark', { path: '/api/user/bookmark/artist/mara-okafor' }),
  visitor('replaces the bookmark lists', { path: '/api/user/update-bookmarks', json: { type: 'item', updated: [] } }),
  visitor('syncs bookmarks', { path: '/api/user/sync-bookmarks', json: { bookmarks: ['a'] } }),
  visitor('changes a password', {
    path: '/api/auth/change-password',
    json: { oldPassword: 'a', newPassword: 'b-long-enough' },
  }),
  visitor('becomes an artist', { path: '/api/user/become-artist', json: { artistName: 'Nobody' } }),
  row('an artist reads the admin area', { path: '/api/admin/me', as: 'artist' }, { status: 401 }),
  row("another user's account by id", (w) => ({ path: `/api/user/${w.accounts.artist.user._id}`, as: 'other' }), {
    status: 404,
  }),
  row("another user's order", { path: '/api/orders/EASEL-000001', as: 'customer' }, {}),
  row(
    "identity's artwork count through the gateway",
    (w) => ({
      method: 'PUT',
      path: `/api/internal/users/${w.accounts.artist.user._id}/artwork-count`,
      json: { count: 999, eventId: '6f1c1a52-8a5e-4b8e-9d8e-1b2c3d4e5f60' },
    }),
    { status: 404 },
  ),

  // Mass assignment: fields the server owns.
  row(
    'role admin at registration',
    { path: '/api/auth/register', json: registration({ role: 'admin' }) },
    { status: 400, message: 'Role must be customer or user' },
  ),
  row(
    'count at registration',
    { path: '/api/auth/register', json: registration({ count: 99 }) },
    { harmless: holds('user.count', 0) },
  ),
  row(
    '_id at registration',
    (w) => ({ path: '/api/auth/register', json: registration({ _id: w.accounts.artist.user._id }) }),
    {
      harmless: (answer, w) => notSetTo('user._id', w.accounts.artist.user._id)(answer, w),
    },
  ),
  row(
    "another artist's slug at registration",
    (w) => ({
      path: '/api/auth/register',
      json: registration({ role: 'user', artistName: `Copycat ${Date.now()}`, slug: w.accounts.artist.user.slug }),
    }),
    {
      harmless: (answer, w) => notSetTo('user.slug', w.accounts.artist.user.slug)(answer, w),
    },
  ),
  row(
    'google: true and bookmarks at registration',
    { path: '/api/auth/register', json: registration({ google: true, bookmarks: ['quiet-thunder-mara-okafor'] }) },
    {
      harmless: allOf(holds('user.google', false), holds('user.bookmarks', [])),
    },
  ),
  row(
    'role user in a customer profile',
    { method: 'PUT', path: '/api/user/profile', as: 'customer', json: { role: 'user' } },
    { harmless: holds('role', 'customer') },
  ),
  row(
    'count in a profile',
    { method: 'PUT', path: '/api/user/profile', as: 'artist', json: { count: 500 } },
    { harmless: notSetTo('count', 500) },
  ),
  row(
    '_id in a profile',
    (w) => ({ method: 'PUT', path: '/api/user/profile', as: 'other', json: { _id: w.accounts.artist.user._id } }),
    {
      harmless: (answer, w) => holds('_id', w.accounts.other.user._id)(answer, w),
    },
  ),
  row(
    "another artist's slug in a profile",
    (w) => ({ method: 'PUT', path: '/api/user/profile', as: 'other', json: { slug: w.accounts.artist.user.slug } }),
    {
      harmless: (answer, w) => notSetTo('slug', w.accounts.artist.user.slug)(answer, w),
    },
  ),
  row(
    'e-mail in a profile',
    { method: 'PUT', path: '/api/user/profile', as: 'customer', json: { email: 'admin@easel.example' } },
    {
      harmless: notSetTo('email', 'admin@easel.example'),
    },
  ),
  row(
    'another owner in an artwork edit',
    (w) => edit('artist', { user: { _id: w.accounts.other.user._id, slug: w.accounts.other.user.slug } })(w),
    {
      harmless: (answer, w) => holds('art.user._id', w.accounts.artist.user._id)(answer, w),
    },
  ),
  row('a new slug in an artwork edit', edit('artist', { slug: 'quiet-thunder-mara-okafor' }), {
    harmless: (answer, w) => holds('art.slug', w.artwork.slug)(answer, w),
  }),
  row(
    '_id and votes in an artwork edit',
    edit('artist', { _id: '00000000-0000-4000-8000-000000000000', totalUpvotes: 9999, createdAt: '2000-01-01' }),
    {
      harmless: (answer) =>
        valueAt(answer, 'art._id') === '00000000-0000-4000-8000-000000000000' ||
        valueAt(answer, 'art.totalUpvotes') === 9999
          ? 'a server field was set'
          : undefined,
    },
  ),
];
