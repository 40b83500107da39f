import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ARTISTS, DEMO_ARTWORKS, demoAboutImage } from '@easel/contracts';
import { startTestService, type TestService } from '@easel/service-kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { catalogService } from '../src/service';

const fileOf = (url: string) => url.replace('/api/media/', '');

describe('catalog demo seed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-seed-'));
  let service: TestService<typeof catalogService>;
  beforeAll(async () => {
    service = await startTestService(catalogService, { DATA_DIR: dataDir });
    // As on a first start on a new embedded database: the pictures are drawn while the database is made, then seeded.
    catalogService.seedAhead!(service.ctx.config);
    await catalogService.seed!(service.deps);
  }, 120_000);
  afterAll(async () => {
    await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the demo is seeded, then 60 artworks by the 12 demo artists are listed newest first', async () => {
    const { body } = await request(service.app).get('/artworks?limit=100').expect(200);
    expect(body.total).toBe(60);
    expect(body.artworks).toHaveLength(60);
    expect(new Set(body.artworks.map((a: { user: { slug: string } }) => a.user.slug))).toEqual(
      new Set(DEMO_ARTISTS.map((a) => a.slug)),
    );
    expect(new Set(body.artworks.map((a: { slug: string }) => a.slug))).toEqual(
      new Set(DEMO_ARTWORKS.map((a) => a.slug)),
    );
    const times = body.artworks.map((a: { createdAt: string }) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('when the demo is seeded, then prices span 150–6000 EUR with discounts, hidden prices, featured and sold pieces', async () => {
    const { body } = await request(service.app).get('/artworks?limit=100').expect(200);
    const artworks = body.artworks as Array<{
      price: number | null;
      discountPrice: number | null;
      onSale: boolean;
      phidden: boolean;
      status: string;
      currency: { tag: string };
    }>;
    const shown = artworks.filter((a) => !a.phidden);
    expect(shown.every((a) => a.price !== null && a.price >= 150 && a.price <= 6000 && a.currency.tag === '€')).toBe(
      true,
    );
    expect(
      artworks.filter((a) => a.phidden).every((a) => a.onSale && a.price === null && a.discountPrice === null),
    ).toBe(true);
    expect(artworks.filter((a) => a.phidden).length).toBeGreaterThan(0);
    expect(artworks.filter((a) => a.discountPrice !== null).length).toBeGreaterThan(2);
    expect(artworks.filter((a) => !a.onSale)).toHaveLength(12);
    expect(artworks.filter((a) => a.status === 'Sold - Open for Commission' && a.onSale)).toHaveLength(2);
  });

  it('when the demo is seeded, then every card carries its picture’s size and colour, and every page one shape per gallery picture', async () => {
    const { body } = await request(service.app).get('/artworks?limit=100').expect(200);
    for (const card of body.artworks as { featuredImageShape: { width: number; height: number; colour: string } }[])
      expect(card.featuredImageShape).toEqual({
        width: 1200,
        height: expect.any(Number),
        colour: expect.stringMatching(/^#[0-9a-f]{6}$/),
      });
    const page = await request(service.app).get(`/artwork/get/${DEMO_ARTWORKS[0]!.slug}`).expect(200);
    expect(page.body.art.galleryShapes).toHaveLength(page.body.art.gallery.length);
    expect(
      page.body.art.galleryShapes.every((shape: { width: number } | null) => shape !== null && shape.width > 0),
    ).toBe(true);
  });

  it('when the demo is seeded, then every featured, gallery and about image is a real picture 1200 px wide', async () => {
    const { body } = await request(service.app).get('/artworks?limit=100').expect(200);
    const urls: string[] = body.artworks.flatMap((a: { featuredImage: string; gallery: string[] }) => [
      a.featuredImage,
      ...a.gallery,
    ]);
    urls.push(...DEMO_ARTISTS.map((artist) => demoAboutImage(artist.slug)));
    for (const url of urls) {
      const { format, width } = await sharp(path.join(dataDir, 'media', fileOf(url))).metadata();
      expect({ url, format, width }).toEqual({ url, format: 'jpeg', width: 1200 });
    }
    const media = await service.ctx
      .db('media')
      .whereNot('path', 'like', 'demo-magazine-%')
      .count<{ n: string | number }[]>({ n: '*' });
    expect(Number(media[0]?.n)).toBe(urls.length);
  });

  it('when the demo is seeded, then four magazine articles with drawn 1600 px covers are published', async () => {
    const { body } = await request(service.app).get('/magazine').expect(200);
    expect(body.articles).toHaveLength(4);
    for (const article of body.articles as Array<{ link: string; coverImage: string }>) {
      const { format, width } = await sharp(path.join(dataDir, 'media', fileOf(article.coverImage))).metadata();
      expect({ format, width }).toEqual({ format: 'jpeg', width: 1600 });
      const { body: page } = await request(service.app).get(`/magazine/${article.link}`).expect(200);
      expect(page.article.body).toContain('<p>');
    }
  });

  it('when a seeded image is fetched, then it is served as an image cached for a long time', async () => {
    const res = await request(service.app)
      .get(`/media/${fileOf(DEMO_ARTWORKS[0]!.featuredImage)}`)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('when the seed runs again on a full catalog, then nothing is added', async () => {
    await catalogService.seed!(service.deps);
    const { body } = await request(service.app).get('/artworks?limit=1').expect(200);
    expect(body.total).toBe(60);
  });
});
