import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { bearer, png, startCatalog, upload, type TestCatalog } from './helpers';

const UNSUPPORTED = 'This file is not a supported image or video (JPEG, PNG, WebP, MP4, WebM, Ogg, MOV)';
const MB = 1024 * 1024;

// The first bytes of real files: enough for the type to be told, nothing more.
const mp4Header = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41'),
    Buffer.alloc(120),
  ]);
const webmHeader = () =>
  Buffer.concat([
    Buffer.from([
      0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
      0x81, 0x08, 0x42, 0x82, 0x84,
    ]),
    Buffer.from('webm'),
    Buffer.alloc(120),
  ]);
const exe = () =>
  Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.from('This program cannot be run in DOS mode.'),
    Buffer.alloc(200),
  ]);
const svgWithScript = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  );

describe('uploading media', () => {
  let catalog: TestCatalog;
  beforeAll(async () => {
    catalog = await startCatalog();
  }, 60_000);
  afterAll(() => catalog.stop());

  const storedFile = (url: string) => path.join(catalog.dataDir, 'media', url.replace('/api/media/', ''));

  it('when an artist uploads a PNG, then it is stored under a new name and its size is answered', async () => {
    const res = await upload(catalog, catalog.tokens.ana, await png(64, 48), 'holiday.png');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      url: expect.stringMatching(/^\/api\/media\/[0-9a-f]{24}\.png$/),
      kind: 'image',
      mime: 'image/png',
      width: 64,
      height: 48,
      colour: expect.stringMatching(/^#[0-9a-f]{6}$/),
      bytes: expect.any(Number),
    });
    expect((await sharp(storedFile(res.body.url)).metadata()).format).toBe('png');
    await request(catalog.app).get(res.body.url.replace('/api', '')).expect(200).expect('content-type', 'image/png');
  });

  it('when a JPEG carries EXIF (camera, GPS), then the stored picture has none', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Spycam', Copyright: 'secret place' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(catalog, catalog.tokens.ana, photo, 'photo.jpg');
    expect(res.status).toBe(201);
    const stored = await sharp(storedFile(res.body.url)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(res.body).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 40, height: 30 });
  });

  it('when a picture is sent under a misleading name and type, then its content decides', async () => {
    const res = await request(catalog.app)
      .post('/media')
      .set(bearer(catalog.tokens.ana))
      .attach('file', await png(), { filename: 'clip.mp4', contentType: 'video/mp4' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'image', mime: 'image/png', url: expect.stringMatching(/\.png$/) });
  });

  it.each([
    ['a tiny MP4', mp4Header(), 'clip.mp4', 'video/mp4', 'mp4'],
    ['a tiny WebM', webmHeader(), 'clip.webm', 'video/webm', 'webm'],
    ['an Ogg stream', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(100)]), 'clip.ogv', 'video/ogg', 'ogg'],
    [
      'a QuickTime movie',
      Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.alloc(100)]),
      'clip.mov',
      'video/quicktime',
      'mov',
    ],
  ])(
    'when %s is uploaded, then it is kept as a video with the extension the spec tells videos by',
    async (_case, content, name, mime, ext) => {
      const res = await upload(catalog, catalog.tokens.ana, content, name);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        url: expect.stringMatching(new RegExp(`\\.${ext}$`)),
        kind: 'video',
        mime,
        width: null,
        height: null,
        colour: null,
        bytes: content.length,
      });
      expect(fs.readFileSync(storedFile(res.body.url)).equals(content)).toBe(true);
    },
  );

  it.each([
    ['an .exe renamed .jpg', exe(), 'cat.jpg', 415, UNSUPPORTED],
    ['an SVG with a script', svgWithScript(), 'logo.svg', 415, UNSUPPORTED],
    ['an SVG with a script renamed .png', svgWithScript(), 'logo.png', 415, UNSUPPORTED],
    [
      'a HEIC photo',
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(100)]),
      'phone.heic',
      415,
      UNSUPPORTED,
    ],
    ['a text file', Buffer.from('hello, this is not a picture at all'), 'notes.jpg', 415, UNSUPPORTED],
    ['an empty file', Buffer.alloc(0), 'empty.jpg', 400, 'This file is empty'],
  ])('when %s is uploaded, then it is refused: %s', async (_case, content, name, status, message) => {
    const res = await upload(catalog, catalog.tokens.ana, content, name);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
    expect(fs.readdirSync(path.join(catalog.dataDir, 'media-incoming'))).toEqual([]);
  });

  it('when a picture is larger than 15 MB, then it is refused with the limit', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(15 * MB)]);
    const res = await upload(catalog, catalog.tokens.ana, big, 'huge.jpg');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'This image is larger than 15 MB' });
  });

  it('when a video is larger than 100 MB, then it is refused with the limit', async () => {
    const big = Buffer.concat([mp4Header(), Buffer.alloc(100 * MB)]);
    const res = await upload(catalog, catalog.tokens.ana, big, 'long.mp4');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'This video is larger than 100 MB' });
  }, 60_000);

  it('when a file starts like a JPEG but is not one, then it is refused as damaged', async () => {
    const res = await upload(
      catalog,
      catalog.tokens.ana,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
      'broken.jpg',
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'This image could not be read; it may be damaged' });
  });

  it('when no file is sent, then the upload says so', async () => {
    const res = await request(catalog.app).post('/media').set(bearer(catalog.tokens.ana)).field('title', 'nothing');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please choose a file to upload' });
  });

  it('when two files are sent, then one at a time is asked for', async () => {
    const res = await request(catalog.app)
      .post('/media')
      .set(bearer(catalog.tokens.ana))
      .attach('file', await png(), 'a.png')
      .attach('file', await png(), 'b.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please upload one file at a time' });
  });

  it('when nobody is signed in, then the upload is 401 and nothing is stored', async () => {
    const res = await request(catalog.app)
      .post('/media')
      .attach('file', await png(), 'a.png');
    expect(res.status).toBe(401);
  });

  it('when uploaded, then the media record keeps owner, kind and size', async () => {
    const res = await upload(catalog, catalog.tokens.ben, await png(30, 20));
    const row = await catalog.ctx
      .db('media')
      .where({ path: res.body.url.replace('/api/media/', '') })
      .first();
    expect(row).toMatchObject({
      owner_id: catalog.tokens && expect.any(String),
      kind: 'image',
      mime: 'image/png',
      width: 30,
      height: 20,
    });
  });
});
