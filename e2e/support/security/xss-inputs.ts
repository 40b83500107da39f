import { allOf, jsonAnswer, keptAsText, listOf, without } from './harmless';
import type { HostileInput } from './hostile-input';
import type { Actor } from './world';

// Script in every stored text field: kept as text in a JSON answer (or refused), never markup that runs.
// The one browser check, that a rendered art page runs none of it, is its own test in security.spec.ts.

const XSS = {
  script: '<script>alert(document.domain)</script>',
  img: '<img src=x onerror=alert(1)>',
  svg: '"><svg/onload=alert(1)>',
  link: 'javascript:alert(1)',
};
const row = (what: string, request: HostileInput['request'], expect: HostileInput['expect']): HostileInput => ({
  category: 'XSS',
  what,
  request,
  expect,
});
const artworkField = (field: string, payload: string) =>
  row(
    `${payload} as the artwork ${field}`,
    (w) => ({ method: 'PUT', path: `/api/artwork/edit/${w.artwork.slug}`, as: 'artist', json: { [field]: payload } }),
    {
      harmless: keptAsText(`art.${field}`, payload),
    },
  );
const profileField = (field: string, payload: string, as: Actor = 'artist') =>
  row(
    `${payload} as the profile ${field}`,
    { method: 'PUT', path: '/api/user/profile', as, json: { [field]: payload } },
    { harmless: keptAsText(field, payload) },
  );
const registered = (field: string, payload: string, role: 'customer' | 'user') =>
  row(
    `${payload} as the ${field} at registration`,
    () => ({
      path: '/api/auth/register',
      json: {
        firstName: 'Xavier',
        lastName: 'Scripps',
        email: `security-xss-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
        password: 'cross-site-secret-6',
        role,
        artistName: role === 'user' ? 'Xavier Scripps' : undefined,
        [field]: payload,
      },
    }),
    { harmless: keptAsText(`user.${field}`, payload) },
  );

export const xssInputs: HostileInput[] = [
  artworkField('title', XSS.img),
  artworkField('description', XSS.script),
  artworkField('medium', XSS.svg),
  artworkField('medium2', XSS.img),
  artworkField('material', XSS.script),
  artworkField('style', XSS.svg),
  row(
    'a javascript: link as the featured image',
    (w) => ({
      method: 'PUT',
      path: `/api/artwork/edit/${w.artwork.slug}`,
      as: 'artist',
      json: { featuredImage: XSS.link },
    }),
    {
      status: 400,
      message: 'Featured image must be an uploaded image',
    },
  ),
  row(
    'a javascript: link in the gallery',
    (w) => ({
      method: 'PUT',
      path: `/api/artwork/edit/${w.artwork.slug}`,
      as: 'artist',
      json: { gallery: [XSS.link] },
    }),
    {
      status: 400,
    },
  ),
  profileField('firstName', XSS.script, 'customer'),
  profileField('lastName', XSS.img, 'customer'),
  profileField('artistName', XSS.svg.slice(0, 60), 'other'),
  row(
    'a javascript: link as the Instagram handle',
    { method: 'PUT', path: '/api/user/profile', as: 'artist', json: { instagram: XSS.link } },
    { status: 400 },
  ),
  row(
    '<script> in an instagram.com link',
    {
      method: 'PUT',
      path: '/api/user/profile',
      as: 'artist',
      json: { instagram: `https://instagram.com/${XSS.script}` },
    },
    {
      status: 400,
    },
  ),
  row(
    'a javascript: link as the avatar',
    { method: 'PUT', path: '/api/user/profile', as: 'artist', json: { avatar: XSS.link } },
    {
      status: 400,
      message: 'Avatar must be a link to an image',
    },
  ),
  row(
    'a data:text/html link as the avatar',
    { method: 'PUT', path: '/api/user/profile', as: 'artist', json: { avatar: `data:text/html,${XSS.script}` } },
    {
      status: 400,
      message: 'Avatar must be a link to an image',
    },
  ),
  registered('firstName', XSS.img, 'customer'),
  registered('lastName', XSS.script, 'customer'),
  registered('artistName', XSS.svg, 'user'),
  row(
    '<script> in a message to an artist',
    (w) => ({
      path: '/api/artwork/artist/message',
      json: { email: 'fan@example.com', message: XSS.script, slug: w.accounts.artist.user.slug },
    }),
    {
      harmless: jsonAnswer,
    },
  ),
  row(
    '<img onerror> as the e-mail of a message',
    (w) => ({
      path: '/api/artwork/artist/message',
      json: { email: XSS.img, message: 'Hello', slug: w.accounts.artist.user.slug },
    }),
    {
      status: 400,
    },
  ),
  row(
    '<img onerror> as a bookmarked slug',
    { method: 'POST', path: `/api/user/bookmark/${encodeURIComponent(XSS.img)}`, as: 'customer' },
    { harmless: jsonAnswer },
  ),
  row(
    '<script> as the search text',
    { path: `/api/search?q=${encodeURIComponent(XSS.script)}` },
    { harmless: allOf(listOf('artworks'), jsonAnswer) },
  ),
  row(
    '<svg onload> as a magazine link',
    { path: `/api/magazine/${encodeURIComponent(XSS.svg)}` },
    { status: 404, message: 'Article not found' },
  ),
  row(
    '<script> as an art page slug',
    { path: `/api/artwork/get/${encodeURIComponent(XSS.script)}` },
    { status: 404, message: 'No Art Found' },
  ),
  row(
    '<script> in an unknown API path, reflected in its 404',
    { path: `/api/${encodeURIComponent(XSS.script)}` },
    { status: 404 },
  ),
  row(
    '<script> in a page path (the shell page answers)',
    { path: `/art/${encodeURIComponent(XSS.script)}`, headers: { accept: 'text/html' } },
    {
      harmless: without(XSS.script, 'alert(document.domain)'),
    },
  ),
];
