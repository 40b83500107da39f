import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './fixtures';

// A small valid picture (the server decodes and re-encodes it).
export const JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCCArBT/9k=',
  'base64',
);

export interface TestArtist {
  token: string;
  email: string;
  password: string;
  slug: string;
  name: string;
  /** the register answer's user, as the front end stores it */
  user: { slug: string; artistName: string };
  auth: { Authorization: string };
}

/** A new artist of the test's own: what it publishes, sells or deletes disturbs no other spec. */
export async function registerArtist(request: APIRequestContext, name: string): Promise<TestArtist> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const password = 'secret-1234';
  const [firstName, lastName = 'Test'] = name.split(' ');
  const register = await request.post('/api/auth/register', {
    data: { firstName, lastName, artistName: `${name} ${Date.now().toString(36)}`, role: 'user', email, password },
  });
  expect(register.status(), 'the artist registers').toBe(201);
  const session = (await register.json()) as { token: string; user: { slug: string; artistName: string } };
  return {
    token: session.token,
    email,
    password,
    slug: session.user.slug,
    user: session.user,
    name: session.user.artistName,
    auth: { Authorization: `Bearer ${session.token}` },
  };
}

/** Publishes an artwork as `artist` through the API (spec §3 fields; prices in major units) and answers its slug. */
export async function publishArtwork(
  request: APIRequestContext,
  artist: TestArtist,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const media = await request.post('/api/media', {
    headers: artist.auth,
    multipart: { file: { name: 'work.jpg', mimeType: 'image/jpeg', buffer: JPEG } },
  });
  expect(media.status(), 'the picture uploads').toBe(201);
  const { url } = (await media.json()) as { url: string };
  const art = await request.post('/api/artwork/new', {
    headers: artist.auth,
    data: {
      title: 'Harbour at Dawn',
      description: 'Painted for this test.',
      featuredImage: url,
      medium: 'Oil',
      material: 'Canvas',
      style: 'Abstract',
      year: 2024,
      size: { width: 60, height: 40 },
      price: 500,
      currency: 'EUR',
      ...fields,
    },
  });
  expect(art.ok(), `the artwork is published: ${art.status()} ${await art.text()}`).toBe(true);
  return ((await art.json()) as { art: { slug: string } }).art.slug;
}
