import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '@easel/service-kit';
import sharp from 'sharp';
import request from 'supertest';
import { createMediaStorage } from '../src/data-access/media-storage';
import { seedDemoMagazine } from '../src/seed/demo-magazine';
import { BUCKET, fakeS3 } from './fake-s3';
import {
  bearer,
  fakeIdentity,
  png,
  publishBody,
  startCatalog,
  upload,
  uploadedImage,
  type TestCatalog,
} from './helpers';

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('media in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-s3-'));
  const storage = () => createMediaStorage({ DATA_DIR: dataDir, ...s3.env });
  beforeAll(async () => {
    s3 = await fakeS3();
  });
  afterEach(() => expect(s3.refused).toEqual([]));
  afterAll(async () => {
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a file is saved, then it is read back from media/ in the bucket; once removed, reading it answers nothing', async () => {
    const bucket = storage();
    await bucket.save('a1b2c3.png', Buffer.from('picture bytes'));
    expect(s3.objects.get('media/a1b2c3.png')?.toString()).toBe('picture bytes');
    expect(bucket.localPath('a1b2c3.png')).toBeUndefined();
    expect((await bucket.read('a1b2c3.png'))?.toString()).toBe('picture bytes');
    await bucket.remove('a1b2c3.png');
    expect(await bucket.read('a1b2c3.png')).toBeUndefined();
    await bucket.remove('a1b2c3.png');
  });

  it('when a file on disk is saved, then its content is streamed up; a range of it streams back as 206', async () => {
    const file = path.join(dataDir, 'clip.part');
    fs.writeFileSync(file, Buffer.from('0123456789abcdef'));
    await storage().save('clip.mp4', { path: file });
    const part = await storage().stream!('clip.mp4', 'bytes=4-7');
    expect(part).toMatchObject({
      status: 206,
      headers: {
        'content-range': 'bytes 4-7/16',
        'content-length': '4',
        etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      },
    });
    expect((await readAll(part!.body)).toString()).toBe('4567');
    expect(await storage().stream!('gone.mp4')).toBeUndefined();
  });

  it('when a range starts past the end of a file, then the bucket’s 416 and the file’s size are passed on', async () => {
    await storage().save('short.mp4', Buffer.from('0123'));
    const past = await storage().stream!('short.mp4', 'bytes=10-');
    expect(past).toMatchObject({ status: 416, headers: { 'content-range': 'bytes */4' } });
  });

  it('when the bucket refuses, then the failure names the file, the status and S3’s code', async () => {
    const wrongKey = createMediaStorage({ DATA_DIR: dataDir, ...s3.env, S3_ACCESS_KEY: 'NOT-THE-KEY' });
    await expect(wrongKey.read('a.png')).rejects.toThrow('S3 GET media/a.png answered 403 InvalidAccessKeyId');
    await expect(wrongKey.save('a.png', Buffer.from('x'))).rejects.toThrow(
      'S3 PUT media/a.png answered 403 InvalidAccessKeyId',
    );
    expect(s3.refused).toEqual([
      'GET /easel-media/media/a.png?x-id=GetObject: unknown access key NOT-THE-KEY',
      'PUT /easel-media/media/a.png?x-id=PutObject: unknown access key NOT-THE-KEY',
    ]);
    s3.refused.length = 0;
  });

  it('when S3_REGION is another than the bucket’s, then the bucket refuses the requests signed for it', async () => {
    const elsewhere = createMediaStorage({ DATA_DIR: dataDir, ...s3.env, S3_REGION: 'auto' });
    await expect(elsewhere.read('a.png')).rejects.toThrow(
      'S3 GET media/a.png answered 403 AuthorizationHeaderMalformed',
    );
    s3.refused.length = 0;
  });

  it('when only some S3 settings are given, then the start stops naming the missing ones', () => {
    expect(() => createMediaStorage({ DATA_DIR: dataDir, S3_ENDPOINT: s3.url, S3_BUCKET: BUCKET })).toThrow(
      ConfigError,
    );
    expect(() => createMediaStorage({ DATA_DIR: dataDir, S3_ENDPOINT: s3.url, S3_BUCKET: BUCKET })).toThrow(
      'S3_ACCESS_KEY, S3_SECRET_KEY: needed too when S3_ENDPOINT, S3_BUCKET are set',
    );
  });

  describe('the catalog with S3 configured', () => {
    let catalog: TestCatalog;
    let identity: Awaited<ReturnType<typeof fakeIdentity>>;
    beforeAll(async () => {
      identity = await fakeIdentity();
      catalog = await startCatalog({ ...s3.env, IDENTITY_URL: identity.url });
    }, 60_000);
    afterAll(async () => {
      await catalog.stop();
      await identity.close();
    });

    it('when an artist uploads a picture, then it goes to the bucket, not the disk, and is served from there with its variants', async () => {
      const res = await upload(catalog, catalog.tokens.ana, await png(900, 600, '#22aa66'));
      expect(res.status).toBe(201);
      const file = res.body.url.replace('/api/media/', '');
      expect(s3.objects.has(`media/${file}`)).toBe(true);
      expect(fs.existsSync(path.join(catalog.dataDir, 'media', file))).toBe(false);

      const original = await request(catalog.app).get(`/media/${file}`).expect(200).expect('content-type', 'image/png');
      expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(original.body as Buffer, s3.objects.get(`media/${file}`)!)).toBe(0);

      const variant = await request(catalog.app)
        .get(`/media/${file}?w=400`)
        .set('Accept', 'image/webp')
        .expect(200)
        .expect('content-type', 'image/webp');
      expect(await sharp(variant.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400 });
      // Variants are made from the bucket's original and cached on this machine's disk.
      expect(fs.existsSync(path.join(catalog.dataDir, 'media-variants', `${file}.w400.q80.webp`))).toBe(true);
    });

    it('when a video is asked for a range, then the bucket’s 206 is passed on', async () => {
      const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(200, 1)]);
      const file = (await upload(catalog, catalog.tokens.ana, mp4, 'clip.mp4')).body.url.replace('/api/media/', '');
      const res = await request(catalog.app).get(`/media/${file}`).set('Range', 'bytes=0-11').expect(206);
      expect(res.headers).toMatchObject({ 'content-range': `bytes 0-11/${mp4.length}`, 'content-type': 'video/mp4' });
    });

    it('when the demo magazine is seeded, then its drawn covers move to the bucket', async () => {
      await seedDemoMagazine(catalog.deps);
      const { body } = await request(catalog.app).get('/magazine').expect(200);
      for (const { coverImage } of body.articles as Array<{ coverImage: string }>) {
        const file = coverImage.replace('/api/media/', '');
        expect({
          file,
          inBucket: s3.objects.has(`media/${file}`),
          onDisk: fs.existsSync(path.join(catalog.dataDir, 'media', file)),
        }).toEqual({
          file,
          inBucket: true,
          onDisk: false,
        });
      }
      await request(catalog.app)
        .get(body.articles[0].coverImage.replace('/api', ''))
        .expect(200)
        .expect('content-type', 'image/jpeg');
    });

    it('when an artwork is deleted, then its picture leaves the bucket and its variants the disk', async () => {
      const image = await uploadedImage(catalog, catalog.tokens.ana);
      const file = image.replace('/api/media/', '');
      const { body } = await request(catalog.app)
        .post('/artwork/new')
        .set(bearer(catalog.tokens.ana))
        .send(publishBody('Bucket Piece', image))
        .expect(201);
      await request(catalog.app).get(`/media/${file}?w=800`).expect(200);
      await request(catalog.app).delete(`/artwork/${body.art.slug}`).set(bearer(catalog.tokens.ana)).expect(200);
      expect(s3.objects.has(`media/${file}`)).toBe(false);
      expect(
        fs.readdirSync(path.join(catalog.dataDir, 'media-variants')).filter((cached) => cached.startsWith(file)),
      ).toEqual([]);
    });

    it('when a file is not in the bucket, then the JSON 404 answers', async () => {
      await request(catalog.app).get('/media/0123456789abcdef01234567.jpg').expect(404, { message: 'Media not found' });
    });
  });
});
