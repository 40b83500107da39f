import { allOf, holds, jsonAnswer, keptAsText, listOf, notSetTo } from './harmless';
import type { HostileInput } from './hostile-input';

// SQL where text goes, in every parameter of every route (body, path, query); objects and arrays where a string
// belongs; prototype pollution keys. Each is answered as text that matches nothing, or refused with a message.

const SQL = {
  tautology: "' OR '1'='1",
  drop: "'; DROP TABLE artworks; --",
  union: "x' UNION SELECT password_hash, email FROM identity.users --",
  sleep: "%' AND pg_sleep(3) IS NULL --",
  comment: "admin@easel.example'--",
};
const enc = encodeURIComponent;
const row = (what: string, request: HostileInput['request'], expect: HostileInput['expect'] = {}): HostileInput => ({
  category: 'injection',
  what,
  request,
  expect,
});
const registration = (changes: Record<string, unknown>) => ({
  firstName: 'Ines',
  lastName: 'Jecta',
  email: `security-injection-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'injection-secret-5',
  role: 'customer',
  ...changes,
});
const found = (max: number) => allOf(listOf('artworks', max), jsonAnswer);

export const injectionInputs: HostileInput[] = [
  // Identity: credentials and accounts.
  row(
    'SQL comment in the login e-mail',
    { path: '/api/auth/login', json: { email: SQL.comment, password: 'whatever-123' } },
    { status: [400, 401] },
  ),
  row(
    'SQL tautology as the login password',
    (w) => ({ path: '/api/auth/login', json: { email: w.accounts.customer.email, password: SQL.tautology } }),
    {
      status: 401,
      message: 'Wrong e-mail or password',
    },
  ),
  row(
    '{"$gt":""} as the login e-mail',
    { path: '/api/auth/login', json: { email: { $gt: '' }, password: 'whatever-123' } },
    { status: 400 },
  ),
  row(
    '{"$ne":null} as the login password',
    (w) => ({ path: '/api/auth/login', json: { email: w.accounts.customer.email, password: { $ne: null } } }),
    {
      status: 400,
    },
  ),
  row(
    'an array as the login e-mail',
    { path: '/api/auth/login', json: { email: ['collector@easel.example'], password: 'x' } },
    { status: 400 },
  ),
  row(
    'SQL in the first name at registration',
    () => ({ path: '/api/auth/register', json: registration({ firstName: SQL.drop }) }),
    {
      harmless: keptAsText('user.firstName', SQL.drop),
    },
  ),
  row(
    'an object as the registration e-mail',
    { path: '/api/auth/register', json: registration({ email: { $gt: '' } }) },
    { status: 400 },
  ),
  row(
    'SQL as the forgot-password e-mail',
    { path: '/api/auth/forgot-password', json: { email: SQL.tautology } },
    { status: 400 },
  ),
  row('SQL in the reset link id', {
    path: `/api/auth/reset-password/${enc(SQL.union)}`,
    json: { password: 'a-new-secret-9' },
  }),
  row(
    'SQL in the first name of a profile',
    { method: 'PUT', path: '/api/user/profile', as: 'customer', json: { firstName: SQL.union } },
    {
      harmless: keptAsText('firstName', SQL.union),
    },
  ),
  row(
    'SQL in the Instagram handle',
    { method: 'PUT', path: '/api/user/profile', as: 'artist', json: { instagram: SQL.drop } },
    { status: 400 },
  ),
  row(
    'SQL in a bookmarked artwork slug (path)',
    { path: `/api/user/bookmark/${enc(SQL.tautology)}`, method: 'POST', as: 'customer' },
    { harmless: jsonAnswer },
  ),
  row(
    'SQL in a bookmarked artist slug (path)',
    { path: `/api/user/bookmark/artist/${enc(SQL.union)}`, as: 'customer' },
    { harmless: jsonAnswer },
  ),
  row(
    'SQL in a bookmark list',
    { path: '/api/user/update-bookmarks', as: 'customer', json: { type: 'item', updated: [SQL.drop] } },
    { harmless: jsonAnswer },
  ),
  row(
    'SQL as the bookmark type',
    { path: '/api/user/update-bookmarks', as: 'customer', json: { type: SQL.tautology, updated: [] } },
    {
      status: 400,
      message: 'Type must be artist or item',
    },
  ),
  row(
    '{"$gt":""} as the bookmark list',
    { path: '/api/user/update-bookmarks', as: 'customer', json: { type: 'item', updated: { $gt: '' } } },
    { status: 400 },
  ),
  row(
    'a string where the synced bookmarks list goes',
    { path: '/api/user/sync-bookmarks', as: 'customer', json: { bookmarks: SQL.tautology } },
    { status: 400 },
  ),
  row(
    '{"$ne":null} as a synced cart item slug',
    { path: '/api/user/sync-bookmarks', as: 'customer', json: { cartItems: [{ slug: { $ne: null } }] } },
    { status: 400 },
  ),
  row(
    'SQL in the artist name to become an artist',
    { path: '/api/user/become-artist', as: 'other', json: { artistName: SQL.union.slice(0, 60) } },
    {
      harmless: jsonAnswer,
    },
  ),

  // Catalog: search text and every filter.
  ...Object.entries(SQL).map(([name, sql]) =>
    row(`SQL (${name}) as the search text`, { path: `/api/search?q=${enc(sql)}` }, { harmless: found(48) }),
  ),
  row('SQL as the search medium', { path: `/api/search?medium=${enc(SQL.tautology)}` }, { harmless: found(0) }),
  row('SQL as the search style', { path: `/api/search?style=${enc(SQL.union.slice(0, 60))}` }, { harmless: found(0) }),
  row(
    'SQL as the search sort',
    { path: `/api/search?sort=${enc(SQL.drop)}` },
    { status: 400, message: 'Sort must be relevance, newest, price_asc or price_desc' },
  ),
  row('SQL as the minimum price', { path: `/api/search?minPrice=${enc('0 OR 1=1')}` }, { status: 400 }),
  row('SQL as the search page', { path: `/api/search?page=${enc('1; DROP TABLE artworks')}` }, { status: 400 }),
  row(
    'SQL as the size filter',
    { path: `/api/search?size=${enc(SQL.tautology)}` },
    { status: 400, message: 'Size must be small, medium or large' },
  ),
  row(
    'SQL as the availability filter',
    { path: `/api/search?forSale=${enc(SQL.tautology)}` },
    { status: 400, message: 'For sale must be true or false' },
  ),
  row('two search texts (an array where text goes)', { path: '/api/search?q=a&q=b' }, { status: 400 }),
  row('q[$ne]= in the search query', { path: '/api/search?q[$ne]=x' }, { harmless: found(48) }),

  // Catalog: listings, art pages, magazine, media.
  row(
    'SQL as the gallery owner (artist gallery)',
    { path: `/api/artworks?owner=${enc(SQL.tautology)}` },
    { harmless: found(0) },
  ),
  row(
    'SQL in the favourites slugs',
    { path: `/api/artworks?slugs=${enc(SQL.union)},${enc(SQL.tautology)}` },
    { harmless: found(0) },
  ),
  row(
    'SQL as the listing sort',
    { path: `/api/artworks?sort=${enc(SQL.drop)}` },
    { status: 400, message: 'Sort must be newest or price' },
  ),
  row('SQL as the listing limit', { path: `/api/artworks?limit=${enc('1 UNION SELECT 1')}` }, { status: 400 }),
  row(
    'SQL in the artists overview slugs',
    { path: `/api/artists?slugs=${enc(SQL.tautology)}` },
    { harmless: allOf(listOf('artists', 0), jsonAnswer) },
  ),
  row('SQL as the artists overview limit', { path: `/api/artists?limit=${enc(SQL.drop)}` }, { status: 400 }),
  row(
    'SQL as an art page slug',
    { path: `/api/artwork/get/${enc(SQL.tautology)}` },
    { status: 404, message: 'No Art Found' },
  ),
  row('SQL as the art page fingerprint', (w) => ({ path: `/api/artwork/get/${w.artwork.slug}?fp=${enc(SQL.sleep)}` }), {
    harmless: (answer, w) => holds('art.slug', w.artwork.slug)(answer, w),
  }),
  row(
    'SQL as a magazine link',
    { path: `/api/magazine/${enc(SQL.union)}` },
    { status: 404, message: 'Article not found' },
  ),
  row(
    'SQL as a media file name',
    { path: `/api/media/${enc(SQL.drop)}.jpg` },
    { status: 404, message: 'Media not found' },
  ),
  row('SQL as the comments slug', { path: `/api/artwork/get/comments/${enc(SQL.tautology)}?skip=0&limit=7` }),
  row('SQL as an order id', { path: `/api/orders/${enc(SQL.union)}` }),

  // Catalog: publishing.
  row(
    'SQL as an artwork title',
    (w) => ({
      method: 'PUT',
      path: `/api/artwork/edit/${w.artwork.slug}`,
      as: 'artist',
      json: { title: SQL.union.slice(0, 60) },
    }),
    {
      harmless: keptAsText('art.title', SQL.union.slice(0, 60)),
    },
  ),
  row(
    '{"$gt":""} as an artwork title',
    (w) => ({ method: 'PUT', path: `/api/artwork/edit/${w.artwork.slug}`, as: 'artist', json: { title: { $gt: '' } } }),
    {
      status: 400,
    },
  ),
  row(
    'SQL as an artwork price',
    (w) => ({
      method: 'PUT',
      path: `/api/artwork/edit/${w.artwork.slug}`,
      as: 'artist',
      json: { price: '1; DROP TABLE artworks' },
    }),
    { status: 400 },
  ),
  row(
    'SQL as an artwork currency',
    (w) => ({
      method: 'PUT',
      path: `/api/artwork/edit/${w.artwork.slug}`,
      as: 'artist',
      json: { currency: SQL.tautology },
    }),
    {
      status: 400,
      message: 'Currency must be one of EUR, USD, GBP, CHF',
    },
  ),
  row(
    'SQL as the slug of an edit',
    { method: 'PUT', path: `/api/artwork/edit/${enc(SQL.tautology)}`, as: 'artist', json: { title: 'x' } },
    {
      status: 404,
      message: 'No Art Found',
    },
  ),
  row(
    'SQL as the slug of a delete',
    { method: 'DELETE', path: `/api/artwork/${enc(SQL.tautology)}`, as: 'artist' },
    { status: 404, message: 'No Art Found' },
  ),

  // Artist, admin.
  row(
    'SQL as the artist slug of a message',
    { path: '/api/artwork/artist/message', json: { email: 'fan@example.com', message: 'Hello', slug: SQL.tautology } },
    {
      message: 'Artist cannot be contacted yet',
    },
  ),
  row(
    'SQL as the e-mail of a message',
    (w) => ({
      path: '/api/artwork/artist/message',
      json: { email: SQL.comment, message: 'Hi', slug: w.accounts.artist.user.slug },
    }),
    {
      status: 400,
    },
  ),
  row(
    'SQL as the admin login e-mail',
    { path: '/api/admin/login', json: { email: SQL.tautology, password: 'x' } },
    { status: 400 },
  ),
  row(
    'SQL as the admin login password',
    { path: '/api/admin/login', json: { email: 'nobody-admin@easel.example', password: SQL.tautology } },
    { status: 401 },
  ),

  // Prototype pollution: the keys must set nothing, on this object or any other.
  row(
    '__proto__.role at registration',
    () => ({
      path: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration({})).replace(/^\{/, '{"__proto__":{"role":"user","count":99},'),
    }),
    { harmless: allOf(holds('user.role', 'customer'), holds('user.count', 0)) },
  ),
  row(
    'constructor.prototype at registration',
    () => ({
      path: '/api/auth/register',
      json: { ...registration({}), constructor: { prototype: { role: 'user', isAdmin: true } } },
    }),
    { harmless: holds('user.role', 'customer') },
  ),
  row(
    '__proto__ in a profile',
    {
      method: 'PUT',
      path: '/api/user/profile',
      as: 'customer',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"role":"user","count":1000},"lastName":"Proto"}',
    },
    { harmless: allOf(holds('role', 'customer'), notSetTo('count', 1000)) },
  ),
  row(
    '__proto__ in an artwork edit',
    (w) => ({
      method: 'PUT',
      path: `/api/artwork/edit/${w.artwork.slug}`,
      as: 'artist',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"phidden":true,"onSale":false}}',
    }),
    { harmless: holds('art.phidden', false) },
  ),
  row(
    '__proto__[role] in a query',
    { path: '/api/search?__proto__[role]=admin&constructor[prototype][admin]=1' },
    { harmless: found(48) },
  ),
];
