import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { png, startCatalog, upload, type TestCatalog } from './helpers';

describe('image variants', () => {
  let catalog: TestCatalog;
  let file: string;
  beforeAll(async () => {
    catalog = await startCatalog();
    const res = await upload(catalog, catalog.tokens.ana, await png(2000, 1000, '#aa3311'));
    file = res.body.url.replace('/api/media/', '');
  }, 60_000);
  afterAll(() => catalog.stop());

  const get = (query: string, accept?: string) => {
    const req = request(catalog.app)
      .get(`/media/${file}${query}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return accept ? req.set('Accept', accept) : req;
  };

  it('when the spec’s width 800 and quality 80 are asked by a browser taking WebP, then an 800 px WebP cached for good answers', async () => {
    const res = await get('?w=800&q=80', 'image/webp,image/apng,*/*').expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('Accept');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 800, height: 400 });
  });

  it('when the browser takes AVIF, then AVIF answers', async () => {
    const res = await get('?w=400&q=80', 'image/avif,image/webp,*/*').expect(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'heif', width: 400 });
  });

  it('when the browser names neither, then JPEG answers', async () => {
    const res = await get('?w=1200&q=80', '*/*').expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
  });

  it.each([
    ['500', 800],
    ['1', 400],
    ['99999', 1600],
    ['abc', 400],
  ])('when width %s is asked, then it is clamped to the allowed %d', async (w, width) => {
    const res = await get(`?w=${w}`, 'image/webp').expect(200);
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(width);
  });

  it('when a variant was made once, then it is kept on disk and served again from there', async () => {
    await get('?w=800&q=60', 'image/webp').expect(200);
    const cached = path.join(catalog.dataDir, 'media-variants', `${file}.w800.q60.webp`);
    expect(fs.existsSync(cached)).toBe(true);
    const again = await get('?w=800&q=60', 'image/webp').expect(200);
    expect((again.body as Buffer).equals(fs.readFileSync(cached))).toBe(true);
  });

  it('when no width is asked, then the original is served', async () => {
    const res = await get('', 'image/webp').expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(2000);
  });

  it('when a variant of a missing picture is asked, then a JSON 404 answers', async () => {
    const res = await request(catalog.app).get('/media/nothing.jpg?w=800').expect(404);
    expect(res.body).toEqual({ message: 'Media not found' });
  });
});
