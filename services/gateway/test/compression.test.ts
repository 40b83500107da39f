import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { serviceNames } from '../src/domain/services';
import { emptyDir, gateway, listen, rawGet, stopServer, urlOf, type RawAnswer } from './fake-services';

const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word-${i % 50}`))};\n`;
const shellPage = `<!doctype html><title>shell</title>${'<div class="easel-placeholder"></div>'.repeat(100)}`;

/** A STATIC_ROOT as `npm run build` leaves it: each file with its .br and .gz copies beside it. */
function precompressedBuilds(): string {
  const root = emptyDir();
  const write = (file: string, text: string) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(text));
  };
  write('shell/dist/index.html', shellPage);
  write('shell/dist/main.3f2a1b9c.js', bigScript);
  write('mf-catalog/dist/remoteEntry.js', bigScript);
  return root;
}

const DECODERS = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
const decoded = (answer: RawAnswer) =>
  DECODERS[answer.headers['content-encoding'] as 'br' | 'gzip']?.(answer.body).toString() ?? answer.body.toString();

/** A catalog stand-in: JSON lists of any length, and media files served as the catalog serves them (sendFile, ranges). */
function catalogStandIn(mediaDir: string) {
  const app = express();
  app.get(
    '/artworks',
    (req, res) =>
      void res.json({
        artworks: Array.from({ length: Number(req.query.limit) }, (_, i) => ({
          slug: `artwork-${i}`,
          title: 'Quiet thunder',
        })),
      }),
  );
  app.get('/media/:file', (req, res) => res.sendFile(req.params.file, { root: mediaDir }));
  return app;
}

describe('gateway compression', () => {
  const media = emptyDir();
  const video = Buffer.from(Array.from({ length: 50_000 }, (_, i) => i % 251));
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="4"/>'.repeat(2000)}</svg>`;
  let catalog: Server;
  let front: Server;
  const get = (pathname: string, headers: Record<string, string> = {}) => rawGet(`${urlOf(front)}${pathname}`, headers);

  beforeAll(async () => {
    fs.writeFileSync(path.join(media, 'clip.mp4'), video);
    fs.writeFileSync(path.join(media, 'photo.jpg'), video);
    fs.writeFileSync(path.join(media, 'drawing.svg'), drawing);
    catalog = await listen(catalogStandIn(media));
    const services = Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_URL`, urlOf(catalog)]));
    front = await listen(gateway({ ...services, STATIC_ROOT: precompressedBuilds() }));
  });
  afterAll(async () => {
    await stopServer(front);
    await stopServer(catalog);
  });

  describe('build files', () => {
    it('when a browser accepts brotli, then a script comes as its .br copy, typed, cached as before, and decodes to the file', async () => {
      const answer = await get('/main.3f2a1b9c.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(answer.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': expect.stringMatching(/^text\/javascript/),
        vary: expect.stringMatching(/accept-encoding/i),
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(answer.body.length).toBeLessThan(bigScript.length / 4);
      expect(decoded(answer)).toBe(bigScript);
    });

    it('when a client accepts gzip only, then the script comes gzipped', async () => {
      const answer = await get('/main.3f2a1b9c.js', { 'accept-encoding': 'gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(decoded(answer)).toBe(bigScript);
    });

    it('when a client sends no Accept-Encoding, then the script comes as it is', async () => {
      const answer = await get('/main.3f2a1b9c.js');
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(bigScript);
    });

    it("when a remote's entry is fetched with brotli, then it keeps its revalidation and cross-origin headers", async () => {
      const answer = await get('/remotes/mf-catalog/remoteEntry.js', { 'accept-encoding': 'br' });
      expect(answer.headers).toMatchObject({
        'content-encoding': 'br',
        'cache-control': 'no-cache',
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
      });
      expect(decoded(answer)).toBe(bigScript);
    });

    it('when a browser opens a client-side route, then the shell page comes as brotli, revalidated each time', async () => {
      const answer = await get('/art/quiet-thunder', { accept: 'text/html', 'accept-encoding': 'gzip, br' });
      expect(answer.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': expect.stringMatching(/^text\/html/),
        'cache-control': 'no-cache',
      });
      expect(decoded(answer)).toBe(shellPage);
    });
  });

  it('when the shell is being rebuilt (its copies listed at start are gone), then the page says it is not built, uncompressed', async () => {
    const root = precompressedBuilds();
    const app = await listen(gateway({ STATIC_ROOT: root }));
    fs.rmSync(path.join(root, 'shell', 'dist'), { recursive: true });
    const answer = await rawGet(`${urlOf(app)}/art/quiet-thunder`, { accept: 'text/html', 'accept-encoding': 'br' });
    await stopServer(app);

    expect(answer.status).toBe(503);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toContain('not built yet');
  });

  describe('API answers', () => {
    it('when a long JSON answer is asked for with brotli, then it is compressed on the way', async () => {
      const answer = await get('/api/artworks?limit=200', { 'accept-encoding': 'gzip, br' });
      expect(answer.headers['content-encoding']).toBe('br');
      expect(JSON.parse(decoded(answer)).artworks).toHaveLength(200);
    });

    it('when a short JSON answer is asked for, then it is sent as it is', async () => {
      const answer = await get('/api/artworks?limit=1', { 'accept-encoding': 'gzip, br' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body.toString())).toEqual({ artworks: [{ slug: 'artwork-0', title: 'Quiet thunder' }] });
    });

    it.each(['clip.mp4', 'photo.jpg'])('when %s is fetched, then it is not compressed again', async (file) => {
      const answer = await get(`/api/media/${file}`, { 'accept-encoding': 'gzip, br' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(video)).toBe(true);
    });

    it('when part of a video is asked for, then the 206 carries exactly those bytes', async () => {
      const answer = await get('/api/media/clip.mp4', { range: 'bytes=1000-1999', 'accept-encoding': 'gzip, br' });
      expect(answer.status).toBe(206);
      expect(answer.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
      expect(answer.body.equals(video.subarray(1000, 2000))).toBe(true);
    });

    it('when part of a drawing (compressible) is asked for, then the 206 is not compressed either', async () => {
      const answer = await get('/api/media/drawing.svg', { range: 'bytes=0-4999', 'accept-encoding': 'gzip, br' });
      expect(answer.status).toBe(206);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(drawing.slice(0, 5000));
    });

    it('when a whole drawing is asked for, then it is compressed like other text', async () => {
      const answer = await get('/api/media/drawing.svg', { 'accept-encoding': 'gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(decoded(answer)).toBe(drawing);
    });
  });
});
