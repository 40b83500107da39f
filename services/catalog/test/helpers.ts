import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUDIENCE } from '@easel/service-kit';
import { serveLocally, startTestService } from '@easel/service-kit/testing';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import type { NewArtwork } from '../src/domain/artwork';
import { createCatalogService } from '../src/service';
import { createCatalogDeps, type CatalogOptions } from '../src/deps';

export const ids = {
  ana: '11111111-1111-4111-8111-111111111111',
  ben: '22222222-2222-4222-8222-222222222222',
  cleo: '33333333-3333-4333-8333-333333333333',
};

/** identity's public profiles, as GET /internal/users/:id answers them. */
export const profiles: Record<string, object> = {
  [ids.ana]: {
    _id: ids.ana,
    slug: 'ana-lee',
    artistName: 'Ana Lee',
    firstName: 'Ana',
    lastName: 'Lee',
    avatar: 'https://cdn.example.com/ana.png',
    instagram: null,
    role: 'user',
  },
  [ids.ben]: {
    _id: ids.ben,
    slug: 'ben-okri',
    artistName: 'Ben Okri',
    firstName: 'Ben',
    lastName: 'Okri',
    avatar: null,
    instagram: null,
    role: 'user',
  },
  [ids.cleo]: {
    _id: ids.cleo,
    slug: null,
    artistName: null,
    firstName: 'Cleo',
    lastName: 'Collins',
    avatar: null,
    instagram: null,
    role: 'customer',
  },
};

/** A stand-in for another service: a real HTTP server on a free port, so the real client is what is tested. */
export async function fakeService(routes: (app: express.Express) => void) {
  const app = express();
  routes(app);
  return serveLocally(app);
}

export const fakeIdentity = () =>
  fakeService((app) =>
    app.get('/internal/users/:id', (req, res) => {
      const profile = profiles[req.params.id];
      if (profile) res.json(profile);
      else res.status(404).json({ message: 'User not found' });
    }),
  );

/** A port nobody listens on: connecting is refused at once. */
export async function closedPortUrl(): Promise<string> {
  const { url, close } = await fakeService(() => undefined);
  await close();
  return url;
}

export async function startCatalog(env: Record<string, string> = {}, options: CatalogOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-test-'));
  const service = await startTestService(createCatalogService(options), { DATA_DIR: dataDir, ...env });
  const tokenFor = (sub: string, role = 'user') => service.signer.sign({ sub, role }, AUDIENCE.user);
  return {
    ...service,
    dataDir,
    tokens: { ana: await tokenFor(ids.ana), ben: await tokenFor(ids.ben), cleo: await tokenFor(ids.cleo, 'customer') },
    async stop() {
      await service.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestCatalog = Awaited<ReturnType<typeof startCatalog>>;

/** A fresh relay over the catalog's database, as another replica or a restarted process would run it; tests tick it by hand. */
export const newRelay = (catalog: TestCatalog, options: CatalogOptions = {}) =>
  createCatalogDeps(catalog.ctx, options).outbox;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const png = (width = 64, height = 48, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export async function upload(catalog: TestCatalog, token: string, content: Buffer, name = 'picture.png') {
  return request(catalog.app).post('/media').set(bearer(token)).attach('file', content, name);
}

/** Uploads a small picture as this artist and answers its URL. */
export async function uploadedImage(catalog: TestCatalog, token: string): Promise<string> {
  const res = await upload(catalog, token, await png());
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.url;
}

export const owners = {
  ana: { id: ids.ana, slug: 'ana-lee', name: 'Ana Lee', avatar: null, aboutImg: '/api/media/about-ana.jpg' },
  ben: { id: ids.ben, slug: 'ben-okri', name: 'Ben Okri', avatar: null, aboutImg: null },
};

/** The body of POST /artwork/new: the fewest fields the contract accepts, around the given pictures. */
export const publishBody = (title: string, featuredImage: string, gallery: string[] = []) => ({
  title,
  description: 'A study.',
  featuredImage,
  gallery,
  medium: 'Oil',
  material: 'Canvas',
  year: 2024,
  style: 'Abstract',
  size: { width: 40, height: 30 },
  price: 300,
});

/** An artwork straight into the repository, for listings and search. */
export const artwork = (slug: string, extra: Partial<NewArtwork> = {}): NewArtwork => ({
  slug,
  title: slug,
  description: '',
  featuredImage: `/api/media/${slug}.jpg`,
  featuredShape: { width: 500, height: 700, colour: '#806040' },
  gallery: [],
  medium: 'Oil',
  medium2: null,
  material: 'Canvas',
  year: 2024,
  style: 'Abstract',
  size: { width: 50, height: 70 },
  priceMinor: 100000,
  discountPriceMinor: null,
  currency: 'EUR',
  onSale: true,
  phidden: false,
  status: '',
  allowoffers: null,
  owner: owners.ana,
  publishedAt: null,
  createdAt: new Date('2025-01-01T00:00:00Z'),
  ...extra,
});
