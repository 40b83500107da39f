import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from '../admin-session';
import { DEMO, uniqueEmail } from '../fixtures';
import { SAMPLE } from '../routes';
import platform from '../../platform';

// The accounts and artworks the hostile inputs aim at. Each run registers its own, so no row changes a demo
// account or a demo artwork that the other specs read, and a throttled or ended session is never one of theirs.

export type ServiceName = 'identity' | 'catalog' | 'artist' | 'commerce' | 'community' | 'admin';
export const SERVICES: readonly ServiceName[] = ['identity', 'catalog', 'artist', 'commerce', 'community', 'admin'];
export type Actor = 'visitor' | 'artist' | 'other' | 'customer' | 'admin';

export interface Account {
  email: string;
  password: string;
  token: string;
  user: { _id: string; slug: string | null; role: string; artistName: string | null };
}

export interface Artwork {
  slug: string;
  title: string;
  price: number;
}

export interface World {
  /** the rows' request context: its cookie jar holds only cookies of accounts that rows register */
  api: APIRequestContext;
  /** a context of its own, for calls that must send exactly the cookies they name */
  newApi: () => Promise<APIRequestContext>;
  gateway: string;
  /** each service's own origin (the platform's *_URL settings) */
  services: Record<ServiceName, string>;
  accounts: Record<Exclude<Actor, 'visitor'>, Account>;
  /** the artist's artwork that rows edit (its texts only, never its images) */
  artwork: Artwork;
  /** the artist's artwork on sale with its price hidden (phidden) */
  hiddenPrice: Artwork;
  /** an image the artist uploaded, and one the other artist did */
  image: string;
  otherImage: string;
  imageBytes: Buffer;
}

export const PASSWORD = 'hostile-suite-secret-7';
const env = platform.env() as unknown as Record<string, string>;
export const serviceOrigins = Object.fromEntries(
  SERVICES.map((name) => [name, env[`${name.toUpperCase()}_URL`]]),
) as Record<ServiceName, string>;

/** A fresh account: an artist (role user, with an artist name) or a customer. */
export async function registerAccount(
  api: APIRequestContext,
  kind: 'artist' | 'customer',
  prefix: string = kind,
): Promise<Account> {
  const email = uniqueEmail(`security-${prefix}`);
  const artistName = kind === 'artist' ? `Hostile ${prefix} ${email.split('@')[0]?.slice(-12)}` : undefined;
  const answer = await api.post('/api/auth/register', {
    data: {
      firstName: 'Sec',
      lastName: 'Urity',
      email,
      password: PASSWORD,
      role: kind === 'artist' ? 'user' : 'customer',
      artistName,
    },
  });
  expect(answer.status(), `registering a ${kind}: ${await answer.text()}`).toBe(201);
  const { token, user } = (await answer.json()) as Pick<Account, 'token' | 'user'>;
  return { email, password: PASSWORD, token, user };
}

export async function upload(
  api: APIRequestContext,
  token: string,
  bytes: Buffer,
  name = 'artwork.jpg',
  mimeType = 'image/jpeg',
) {
  return api.post('/api/media', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType, buffer: bytes } },
  });
}

async function uploadedImage(api: APIRequestContext, token: string, bytes: Buffer): Promise<string> {
  const answer = await upload(api, token, bytes);
  expect(answer.status(), `uploading an image: ${await answer.text()}`).toBe(201);
  return ((await answer.json()) as { url: string }).url;
}

/** The smallest artwork the publish form sends, with `changes` laid over it. */
export const artworkBody = (image: string, changes: Record<string, unknown> = {}) => ({
  title: 'Quiet field',
  description: 'Oil on linen, painted outdoors.',
  featuredImage: image,
  medium: 'Oil',
  material: 'Linen',
  year: 2021,
  style: 'Abstract',
  size: { width: 40, height: 30 },
  price: 1200,
  currency: 'EUR',
  onSale: true,
  ...changes,
});

export async function publish(api: APIRequestContext, token: string, body: Record<string, unknown>): Promise<Artwork> {
  const answer = await api.post('/api/artwork/new', { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(answer.status(), `publishing an artwork: ${await answer.text()}`).toBe(201);
  const { art } = (await answer.json()) as { art: { slug: string; title: string } };
  return { slug: art.slug, title: art.title, price: Number(body.price) };
}

/** A real picture to upload: the demo sample's featured image, as the catalog serves it. */
async function samplePicture(api: APIRequestContext): Promise<Buffer> {
  const page = await api.get(`/api/artwork/get/${SAMPLE.artwork}`);
  expect(page.status(), 'the demo sample artwork').toBe(200);
  const { art } = (await page.json()) as { art: { featuredImage: string } };
  return (await api.get(`${art.featuredImage}?w=800&q=80`, { headers: { accept: 'image/jpeg' } })).body();
}

/** Accounts and artworks made through `setup`, a context of their own, so the rows' context holds none of their cookies. */
export async function createWorld(
  setup: APIRequestContext,
  api: APIRequestContext,
  newApi: World['newApi'],
): Promise<World> {
  const [artist, other, customer, admin, imageBytes] = await Promise.all([
    registerAccount(setup, 'artist'),
    registerAccount(setup, 'artist', 'other'),
    registerAccount(setup, 'customer'),
    adminAccount(setup),
    samplePicture(setup),
  ]);
  const [image, otherImage] = await Promise.all([
    uploadedImage(setup, artist.token, imageBytes),
    uploadedImage(setup, other.token, imageBytes),
  ]);
  const artwork = await publish(setup, artist.token, artworkBody(image, { title: `Target ${artist.user.slug}` }));
  // Published last, so the newest card on the home page, which other specs click, is one no row edits.
  const hiddenPrice = await publish(
    setup,
    artist.token,
    artworkBody(image, { title: `Hidden price ${artist.user.slug}`, price: 4321.99, phidden: true }),
  );
  return {
    api,
    newApi,
    gateway: platform.baseURL,
    services: serviceOrigins,
    accounts: { artist, other, customer, admin },
    artwork,
    hiddenPrice,
    image,
    otherImage,
    imageBytes,
  };
}

/** The demo admin, signed in once: admin rows only read with its token. */
async function adminAccount(api: APIRequestContext): Promise<Account> {
  // The owner signs in with their second factor.
  const token = await adminToken(api, 'owner');
  return {
    email: DEMO.admin,
    password: DEMO.password,
    token,
    user: { _id: '', slug: null, role: 'admin', artistName: null },
  };
}
