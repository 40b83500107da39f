import { gzipSync } from 'node:zlib';
import { allOf, holds, jsonAnswer, listOf, valueAt, without } from './harmless';
import type { Call, HostileInput } from './hostile-input';
import type { Actor, World } from './world';

// Control characters in every string field, path and query; broken percent-encoding and UTF-8; bodies that do not
// decode, are huge or deeply nested; numbers out of range; uploads that are not what they claim; media names that climb.

const NOT_ALLOWED = /contains a character that is not allowed$/;
const BAD_ADDRESS = 'The address is not valid';
const NUL = '\u0000';
const ESC = '\u001b';
const BEL = '\u0007';
const BACKSPACE = '\u0008';

const row = (what: string, request: HostileInput['request'], expect: HostileInput['expect'] = {}): HostileInput => ({
  category: 'input validation',
  what,
  request,
  expect,
});
const account = () => ({
  firstName: 'Val',
  lastName: 'Idation',
  email: `security-input-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'validated-secret-2',
  role: 'user',
  artistName: `Val Idation ${Math.random().toString(36).slice(2, 8)}`,
});
const editing =
  (json: unknown, headers?: Record<string, string>, body?: string | Buffer) =>
  (w: World): Call => ({
    method: 'PUT',
    path: `/api/artwork/edit/${w.artwork.slug}`,
    as: 'artist',
    json,
    headers,
    body,
  });
const message = (w: World, changes: Record<string, string>) => ({
  email: 'fan@example.com',
  message: 'Hello',
  slug: w.accounts.artist.user.slug,
  ...changes,
});

/** A control character in a body field: 400 '<Field> contains a character that is not allowed'. */
const inBody = (where: string, request: HostileInput['request']) =>
  row(`a control character in ${where}`, request, { status: 400, message: NOT_ALLOWED });
/** In a path or query: 400, named by the field or as the address. */
const inAddress = (where: string, request: Call | ((w: World) => Call)) =>
  row(`U+0000 in ${where}`, request, { status: 400, message: NOT_ALLOWED });
/** Broken percent-encoding or UTF-8 in a path: 400 'The address is not valid'. */
const badPath = (what: string, call: Call) =>
  row(`${what} in the path ${call.path}`, call, { status: 400, message: BAD_ADDRESS });
const searchNumber = (query: string) => row(`search ${query}`, { path: `/api/search?${query}` }, { status: 400 });
const price = (what: string, changes: Record<string, unknown>, message?: string) =>
  row(`an artwork ${what}`, editing(changes), { status: 400, ...(message ? { message } : {}) });

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const file = (name: string, mimeType: string, buffer: Buffer) => ({ file: { name, mimeType, buffer } });
const uploading = (what: string, multipart: Call['multipart'], expect: HostileInput['expect'], as: Actor = 'other') =>
  row(`an upload: ${what}`, { path: '/api/media', as, multipart }, expect);
const UNSUPPORTED = 'This file is not a supported image or video (JPEG, PNG, WebP, MP4, WebM, Ogg, MOV)';
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const mediaNotFound = { status: 404, message: 'Media not found' } as const;

export const inputValidationInputs: HostileInput[] = [
  // Control characters in bodies.
  inBody('the first name at registration', {
    path: '/api/auth/register',
    json: { ...account(), firstName: `Val${NUL}` },
  }),
  inBody('the last name at registration', {
    path: '/api/auth/register',
    json: { ...account(), lastName: `Id${ESC}[31m` },
  }),
  inBody('the artist name at registration', {
    path: '/api/auth/register',
    json: { ...account(), artistName: `Val${NUL}Idation` },
  }),
  inBody('the e-mail at registration', {
    path: '/api/auth/register',
    json: { ...account(), email: `val${NUL}@example.com` },
  }),
  inBody('the password at registration', {
    path: '/api/auth/register',
    json: { ...account(), password: `validated${NUL}secret` },
  }),
  inBody('the login e-mail', {
    path: '/api/auth/login',
    json: { email: `nobody${NUL}@example.com`, password: 'whatever-1' },
  }),
  inBody('the login password', {
    path: '/api/auth/login',
    json: { email: 'nobody-at-all@example.com', password: `what${NUL}ever` },
  }),
  inBody('the forgot-password e-mail', {
    path: '/api/auth/forgot-password',
    json: { email: `nobody${NUL}@example.com` },
  }),
  inBody('the reset password', {
    path: '/api/auth/reset-password/00000000-0000-4000-8000-000000000000',
    json: { password: `new-secret${NUL}-1` },
  }),
  inBody('the current password of a change', {
    path: '/api/auth/change-password',
    as: 'customer',
    json: { oldPassword: `x${NUL}`, newPassword: 'another-secret-1' },
  }),
  inBody('the profile first name', {
    method: 'PUT',
    path: '/api/user/profile',
    as: 'customer',
    json: { firstName: `Val${NUL}` },
  }),
  inBody('the profile Instagram', {
    method: 'PUT',
    path: '/api/user/profile',
    as: 'artist',
    json: { instagram: `@val${NUL}` },
  }),
  inBody('the profile artist name', {
    method: 'PUT',
    path: '/api/user/profile',
    as: 'other',
    json: { artistName: `Val${BEL}` },
  }),
  inBody('the artist name to become an artist', {
    path: '/api/user/become-artist',
    as: 'other',
    json: { artistName: `Val${NUL}` },
  }),
  inBody('a bookmark list', {
    path: '/api/user/update-bookmarks',
    as: 'customer',
    json: { type: 'item', updated: [`a${NUL}b`] },
  }),
  inBody('synced bookmarks', { path: '/api/user/sync-bookmarks', as: 'customer', json: { bookmarks: [`a${NUL}`] } }),
  inBody('a synced cart item', {
    path: '/api/user/sync-bookmarks',
    as: 'customer',
    json: { cartItems: [{ slug: `a${BACKSPACE}` }] },
  }),
  inBody('the artwork title', editing({ title: `Quiet${NUL}field` })),
  inBody('the artwork description', editing({ description: `Oil${NUL}` })),
  inBody('the artwork medium', editing({ medium: `Oil${BACKSPACE}` })),
  inBody('the artwork second medium', editing({ medium2: `Ink${NUL}` })),
  inBody('the artwork material', editing({ material: `Linen${ESC}` })),
  inBody('the artwork style', editing({ style: `Abstract${NUL}` })),
  inBody('the artwork currency', editing({ currency: `EUR${NUL}` })),
  inBody('the message e-mail', (w) => ({
    path: '/api/artwork/artist/message',
    json: message(w, { email: `fan${NUL}@example.com` }),
  })),
  inBody('the message text', (w) => ({
    path: '/api/artwork/artist/message',
    json: message(w, { message: `Hello${NUL}` }),
  })),
  inBody('the message artist slug', (w) => ({
    path: '/api/artwork/artist/message',
    json: message(w, { slug: `${w.accounts.artist.user.slug}${NUL}` }),
  })),
  inBody('the admin login e-mail', {
    path: '/api/admin/login',
    json: { email: `admin${NUL}@easel.example`, password: 'x' },
  }),
  row(
    'tabs and line feeds in a description are fine',
    editing({ description: 'Oil on linen.\n\tPainted outdoors.\r\nSigned.' }),
    {
      harmless: holds('art.description', 'Oil on linen.\n\tPainted outdoors.\r\nSigned.'),
    },
  ),

  // Control characters in paths and queries.
  inAddress('an art page slug', { path: '/api/artwork/get/quiet%00thunder' }),
  inAddress('the art page fingerprint', { path: '/api/artwork/get/quiet-thunder-mara-okafor?fp=a%00b' }),
  inAddress('a bookmarked artwork slug', { method: 'POST', path: '/api/user/bookmark/a%00b', as: 'customer' }),
  inAddress('a bookmarked artist slug', { path: '/api/user/bookmark/artist/a%00b', as: 'customer' }),
  inAddress('a magazine link', { path: '/api/magazine/how-to%00' }),
  inAddress('a media name', { path: '/api/media/a%00.jpg' }),
  inAddress('the slug of an edit', {
    method: 'PUT',
    path: '/api/artwork/edit/a%00b',
    as: 'artist',
    json: { title: 'x' },
  }),
  inAddress('the slug of a delete', { method: 'DELETE', path: '/api/artwork/a%00b', as: 'artist' }),
  inAddress('a reset link id', { path: '/api/auth/reset-password/a%00b', json: { password: 'new-secret-77' } }),
  inAddress('the search text', { path: '/api/search?q=light%00' }),
  inAddress('the search medium', { path: '/api/search?medium=Oil%00' }),
  inAddress('the search style', { path: '/api/search?style=%00' }),
  inAddress('the search minimum price', { path: '/api/search?minPrice=1%00' }),
  inAddress('the gallery owner', { path: '/api/artworks?owner=mara%00okafor' }),
  inAddress('the favourites slugs', { path: '/api/artworks?slugs=a%00,b' }),
  inAddress('the artists overview slugs', { path: '/api/artists?slugs=a%00' }),
  inAddress('the comments slug', { path: '/api/artwork/get/comments/a%00b?skip=0&limit=7' }),

  // Broken percent-encoding and invalid UTF-8 in paths.
  badPath('a cut percent sequence', { path: '/api/artwork/get/%E0%A4%A' }),
  badPath('a lone %', { method: 'POST', path: '/api/user/bookmark/%', as: 'customer' }),
  badPath('%FF (not UTF-8)', { path: '/api/artwork/get/%FF' }),
  badPath('an overlong UTF-8 slash', { path: '/api/magazine/%C0%AF' }),
  badPath('a cut UTF-8 sequence', { path: '/api/user/bookmark/artist/%E2%82', as: 'customer' }),
  badPath('%ZZ', { path: '/api/media/%ZZ.jpg' }),
  badPath('a lone %', { method: 'DELETE', path: '/api/artwork/%', as: 'artist' }),
  badPath('%D8 (half a character)', {
    method: 'PUT',
    path: '/api/artwork/edit/%D8',
    as: 'artist',
    json: { title: 'x' },
  }),
  badPath('%ff', { path: '/api/auth/reset-password/%ff', json: { password: 'new-secret-77' } }),
  badPath('a surrogate half encoded as UTF-8', { path: '/api/artwork/get/comments/%ED%A0%80' }),
  row('%FF in the search text', { path: '/api/search?q=%FF%FE' }, { harmless: listOf('artworks') }),
  row(
    'a cut percent sequence in a page path',
    { path: '/art/%E0%A4%A', headers: { accept: 'text/html' } },
    { status: [200, 400, 404] },
  ),
  row('%FF in a remote asset path', { path: '/remotes/mf-catalog/%FF.js' }, { status: [400, 404] }),

  // Bodies that do not decode.
  row(
    'Content-Encoding: gzip on a plain JSON login',
    {
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: '{"email":"a@b.co","password":"x"}',
    },
    {
      status: 400,
    },
  ),
  row(
    'Content-Encoding: gzip on a plain artwork edit',
    editing(undefined, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, '{"title":"x"}'),
    { status: 400 },
  ),
  row(
    'Content-Encoding: gzip on a plain message',
    {
      path: '/api/artwork/artist/message',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: '{}',
    },
    {
      status: 400,
    },
  ),
  row(
    'Content-Encoding: deflate on bytes that are not deflate',
    {
      path: '/api/auth/register',
      headers: { 'content-type': 'application/json', 'content-encoding': 'deflate' },
      body: 'not deflate at all',
    },
    {
      status: 400,
    },
  ),
  row(
    'Content-Encoding: br on bytes that are not brotli',
    {
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
      body: Buffer.from([1, 2, 3, 4, 5]),
    },
    {
      status: [400, 415],
    },
  ),
  row(
    'an unknown Content-Encoding',
    {
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'x-evil' },
      body: '{}',
    },
    { status: 415 },
  ),
  row(
    'a gzip bomb: 20 MB of zeros in 20 KB',
    {
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20)),
    },
    {
      status: [400, 413],
    },
  ),
  row(
    'a real gzip body is read',
    {
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync('{"email":"nobody-gz@example.com","password":"x"}'),
    },
    {
      status: [401, 415],
    },
  ),
  row(
    'charset latin1 on JSON',
    {
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json; charset=latin1' },
      body: '{"email":"a@b.co","password":"x"}',
    },
    { status: 415 },
  ),
  row(
    'an unknown charset',
    {
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json; charset=x-evil' },
      body: '{"email":"a@b.co","password":"x"}',
    },
    { status: 415 },
  ),
  row(
    'charset utf-7',
    {
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json; charset=utf-7' },
      body: '{"email":"a@b.co","password":"x"}',
    },
    { status: 415 },
  ),
  row(
    'JSON that does not parse',
    { path: '/api/auth/register', headers: { 'content-type': 'application/json' }, body: '{"firstName": "Val",' },
    {
      status: 400,
      message: 'Request body is not valid JSON',
    },
  ),
  row(
    'null as the whole body',
    { path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: 'null' },
    { status: 400 },
  ),
  row(
    'a string as the whole body',
    {
      path: '/api/user/update-bookmarks',
      as: 'customer',
      headers: { 'content-type': 'application/json' },
      body: '"item"',
    },
    { status: 400 },
  ),
  row('an array as the whole body', editing([{ title: 'x' }]), {
    harmless: (answer, w) => holds('art.slug', w.artwork.slug)(answer, w),
  }),
  row(
    'invalid UTF-8 bytes inside a JSON string',
    {
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat([
        Buffer.from('{"email":"a'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('@b.co","password":"x"}'),
      ]),
    },
    {
      status: [400, 401],
    },
  ),
  row(
    'a lone surrogate in a title',
    editing(undefined, { 'content-type': 'application/json' }, '{"title":"Quiet \\ud800 field"}'),
    {
      harmless: jsonAnswer,
    },
  ),
  row(
    'a 2 MB first name',
    { path: '/api/auth/register', json: { ...account(), firstName: 'A'.repeat(2 * 1024 * 1024) } },
    { status: 413, message: 'Request body is too large' },
  ),
  row('a 2 MB description', editing({ description: 'B'.repeat(2 * 1024 * 1024) }), {
    status: 413,
    message: 'Request body is too large',
  }),
  row('a 5000-character title', editing({ title: 'T'.repeat(5000) }), {
    status: 400,
    message: 'Title must be at most 120 characters',
  }),
  row(
    'objects nested 5,000 deep',
    { path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: nested(5000) },
    { status: 400 },
  ),
  row(
    'arrays nested 30,000 deep',
    {
      path: '/api/user/update-bookmarks',
      as: 'customer',
      headers: { 'content-type': 'application/json' },
      body: `{"type":"item","updated":${'['.repeat(30000)}${']'.repeat(30000)}}`,
    },
    {
      status: 400,
    },
  ),
  row(
    '1,001 bookmarks',
    {
      path: '/api/user/update-bookmarks',
      as: 'customer',
      json: { type: 'item', updated: Array.from({ length: 1001 }, (_, i) => `art-${i}`) },
    },
    {
      status: 400,
      message: 'Too many bookmarks',
    },
  ),
  row(
    '10,000 unknown keys',
    {
      method: 'PUT',
      path: '/api/user/profile',
      as: 'customer',
      json: Object.fromEntries(Array.from({ length: 10000 }, (_, i) => [`k${i}`, i])),
    },
    {
      harmless: jsonAnswer,
    },
  ),

  // Numbers out of range.
  searchNumber('minPrice=30000000'),
  searchNumber('maxPrice=1e300'),
  searchNumber('minPrice=-1'),
  searchNumber('maxPrice=NaN'),
  searchNumber('minPrice=Infinity'),
  searchNumber('minPrice=0x10'),
  searchNumber('page=99999999999'),
  searchNumber('pageSize=0'),
  searchNumber('minPrice=500&maxPrice=100'),
  row('artworks offset=1e21', { path: '/api/artworks?offset=1e21' }, { status: 400 }),
  row('artworks limit=1.5', { path: '/api/artworks?limit=1.5' }, { status: 400 }),
  row('artists limit=-5', { path: '/api/artists?limit=-5' }, { status: 400 }),
  price('price of 0.004', { price: 0.004 }),
  price('price of 12.345 (not whole cents)', { price: 12.345 }),
  price('price of 0', { price: 0 }),
  price('negative price', { price: -5 }),
  price('price of "NaN"', { price: 'NaN' }),
  price('price of "Infinity"', { price: 'Infinity' }),
  price('price of 1e300', { price: 1e300 }),
  price(
    'discount equal to the price',
    { price: 100, discountPrice: 100 },
    'Discount price must be lower than the price',
  ),
  price('discount above the price', { price: 100, discountPrice: 250 }, 'Discount price must be lower than the price'),
  price('discount of 0.001', { price: 100, discountPrice: 0.001 }),
  price('year of 1e10', { year: 1e10 }),
  price('negative width', { size: { width: -1, height: 10 } }, 'Width must be between 1 and 1000 cm'),
  price('height of "Infinity"', { size: { width: 10, height: 'Infinity' } }, 'Height must be between 1 and 1000 cm'),
  row('media width 1e9', (w) => ({ path: `${w.image}?w=1000000000&q=80` }), { status: [200, 400, 404] }),
  row('media quality -1', (w) => ({ path: `${w.image}?w=800&q=-1` }), { status: [200, 400, 404] }),

  // Uploads.
  row(
    'an upload: JSON instead of a form',
    { path: '/api/media', as: 'other', json: { file: 'x.jpg' } },
    { status: 400 },
  ),
  uploading(
    'a script named .png',
    file('innocent.png', 'image/png', Buffer.from('<script>alert(1)</script>'.padEnd(200, ' '))),
    {
      status: 415,
      message: UNSUPPORTED,
    },
  ),
  uploading(
    'an SVG with a script',
    file(
      'logo.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ),
    {
      status: 415,
      message: UNSUPPORTED,
    },
  ),
  uploading(
    'HTML named .jpg',
    file('photo.jpg', 'image/jpeg', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')),
    {
      status: 415,
      message: UNSUPPORTED,
    },
  ),
  uploading(
    'a GIF/PHP polyglot',
    file('shell.php.gif', 'image/gif', Buffer.from('GIF89a<?php system($_GET["c"]); ?>'.padEnd(100, ' '))),
    {
      status: 415,
      message: UNSUPPORTED,
    },
  ),
  uploading('a zero-byte file', file('empty.jpg', 'image/jpeg', Buffer.alloc(0)), {
    status: 400,
    message: 'This file is empty',
  }),
  uploading('a 16 MB image', file('huge.png', 'image/png', Buffer.concat([PNG_HEAD, Buffer.alloc(16 * 1024 * 1024)])), {
    status: 413,
    message: 'This image is larger than 15 MB',
  }),
  uploading(
    'a JPEG header and then garbage',
    file('broken.jpg', 'image/jpeg', Buffer.concat([JPEG_HEAD, Buffer.alloc(2000, 7)])),
    {
      status: 400,
      message: 'This image could not be read; it may be damaged',
    },
  ),
  uploading(
    'a file in another field',
    { picture: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: JPEG_HEAD } },
    { status: 400 },
  ),
  row(
    'an upload: two files',
    (w) => ({
      path: '/api/media',
      as: 'other',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      body: Buffer.concat(
        ['a.jpg', 'b.jpg']
          .flatMap((name) => [
            Buffer.from(
              `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
            ),
            w.imageBytes,
            Buffer.from('\r\n'),
          ])
          .concat(Buffer.from('--XyZ--\r\n')),
      ),
    }),
    { status: 400, message: 'Please upload one file at a time' },
  ),
  row(
    'an upload: a multipart body cut short',
    {
      path: '/api/media',
      as: 'other',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      body: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8',
    },
    {
      status: 400,
    },
  ),
  row(
    'an upload named ../../keys/auth-private.pem.jpg',
    (w) => ({
      path: '/api/media',
      as: 'other',
      multipart: file('../../keys/auth-private.pem.jpg', 'image/jpeg', w.imageBytes),
    }),
    {
      harmless: (answer) => {
        const url = valueAt(answer, 'url');
        return typeof url === 'string' && /^\/api\/media\/[A-Za-z0-9][\w-]*\.jpg$/.test(url) && !url.includes('keys')
          ? undefined
          : `stored as ${String(url)}`;
      },
    },
  ),

  // Media names that climb out of the media folder.
  row(
    'media ..%2F..%2Fkeys%2Fauth-private.pem',
    { path: '/api/media/..%2F..%2Fkeys%2Fauth-private.pem' },
    mediaNotFound,
  ),
  row(
    'media %2e%2e%2f%2e%2e%2fkeys%2finternal-secret',
    { path: '/api/media/%2e%2e%2f%2e%2e%2fkeys%2finternal-secret' },
    mediaNotFound,
  ),
  row(
    'media ..%5C..%5Ckeys%5Cauth-private.pem',
    { path: '/api/media/..%5C..%5Ckeys%5Cauth-private.pem' },
    mediaNotFound,
  ),
  row('media .env', { path: '/api/media/.env' }, mediaNotFound),
  row('media ....//....//etc/passwd', { path: '/api/media/....%2F%2F....%2F%2Fetc%2Fpasswd' }, mediaNotFound),
  row(
    'media ../ through the gateway path',
    { path: '/api/media/%2e%2e/%2e%2e/%2e%2e/keys/auth-private.pem' },
    {
      harmless: allOf(without('PRIVATE KEY'), jsonAnswer),
    },
  ),
];
