import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestService, type TestService } from '@easel/service-kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { catalogService } from '../src/service';
import { png } from './helpers';

// `npm start` keeps its data in <repo>/.data: media must be served from under a dot folder.
describe('media kept under a dot folder, as the default .data is', () => {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-dot-'));
  const dataDir = path.join(tempDir, '.data');
  const mediaDir = path.join(dataDir, 'media');
  let service: TestService<typeof catalogService>;
  beforeAll(async () => {
    fs.mkdirSync(mediaDir, { recursive: true });
    fs.writeFileSync(path.join(mediaDir, 'painting.png'), await png(900, 600));
    fs.writeFileSync(path.join(mediaDir, '.hidden.png'), await png());
    fs.writeFileSync(path.join(dataDir, 'secret.png'), 'top secret');
    service = await startTestService(catalogService, { DATA_DIR: dataDir });
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  const getImage = (url: string) =>
    request(service.app)
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('when the original is asked, then it is served with its ETag and cached for good', async () => {
    const res = await getImage('/media/painting.png').expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 900 });
  });

  it('when a range of the original is asked, then only those bytes answer', async () => {
    const res = await getImage('/media/painting.png').set('Range', 'bytes=0-7').expect(206);
    expect(res.headers['content-range']).toMatch(/^bytes 0-7\/\d+$/);
    expect((res.body as Buffer).equals(fs.readFileSync(path.join(mediaDir, 'painting.png')).subarray(0, 8))).toBe(true);
  });

  it('when a variant is asked, then it is made under the dot folder and served', async () => {
    const res = await getImage('/media/painting.png?w=400&q=80').set('Accept', 'image/webp,*/*').expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400 });
    expect(fs.existsSync(path.join(dataDir, 'media-variants', 'painting.png.w400.q80.webp'))).toBe(true);
  });

  it('when a file is missing, then a JSON 404 answers', async () => {
    await request(service.app).get('/media/nothing-here.png').expect(404, { message: 'Media not found' });
    await request(service.app).get('/media/nothing-here.png?w=400').expect(404, { message: 'Media not found' });
  });

  it.each(['..%2Fsecret.png', '.hidden.png'])(
    'when the name %s leaves the media folder or hides, then a JSON 404 answers',
    async (name) => {
      const res = await request(service.app).get(`/media/${name}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Media not found' });
    },
  );
});
