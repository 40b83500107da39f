import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import express from 'express';
import request from 'supertest';
import { setTimeout as delay } from 'node:timers/promises';
import { artworkHero } from '../src/entry-points/http/artwork-hero';
import { UpstreamPool } from '../src/domain/upstream-pool';
import { closedPortUrl, emptyDir, gateway, listen, stopServer, urlOf } from './fake-services';

/** A STATIC_ROOT holding a fake shell build and a fake mf-catalog build. */
function fakeBuilds(): string {
  const root = emptyDir();
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  // Over 1 KB, as the real page is: smaller answers are not worth compressing.
  const icon = `<link rel="icon" href="data:image/svg+xml,${'%3Csvg%3E'.repeat(100)}"/>`;
  write(
    'shell/dist/index.html',
    `<!doctype html><html><head>${icon}<title>shell</title></head><body><div id="root"></div></body></html>`,
  );
  write('shell/dist/main.3f2a1b9c.js', 'console.log("shell")');
  write('shell/dist/main.3f2a1b9c.js.map', '{"version":3,"sourcesContent":["const secret = 1;"]}');
  write('mf-catalog/dist/remoteEntry.js.map', '{"version":3,"sourcesContent":["const secret = 2;"]}');
  write('shell/dist/favicon.svg', '<svg/>');
  write('mf-catalog/dist/remoteEntry.js', 'var catalog;');
  write('mf-catalog/dist/src_bootstrap_tsx.0a1b2c3d4e5f6a7b8c9d.js', 'var chunk;');
  write(
    'mf-catalog/dist/route-files.json',
    JSON.stringify({
      '/art/:id': ['remoteEntry.js', '887.8e318f6c.css', '887.17dd2ca1.js', '892.7016792e.js'],
      '/': ['remoteEntry.js', '887.17dd2ca1.js', '701.41a24b5e.js'],
    }),
  );
  return root;
}

/** The preloads a page names, in order. */
const preloadsOf = (page: string) =>
  [...page.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)">/g)].map(([, as, href]) => `${as} ${href}`);

describe('gateway front end', () => {
  it('when /remotes.json is asked for, then every remote has its default entry and nothing caches it', async () => {
    const answer = await request(gateway()).get('/remotes.json').expect(200);
    expect(answer.body).toEqual({
      'mf-catalog': '/remotes/mf-catalog/remoteEntry.js',
      'mf-artist': '/remotes/mf-artist/remoteEntry.js',
      'mf-commerce': '/remotes/mf-commerce/remoteEntry.js',
      'mf-community': '/remotes/mf-community/remoteEntry.js',
      'mf-admin': '/remotes/mf-admin/remoteEntry.js',
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('when REMOTES_JSON overrides a remote, inline or from a file, then /remotes.json says so', async () => {
    const inline = gateway({ REMOTES_JSON: '{"mf-commerce":"https://cdn.example/commerce/v42/remoteEntry.js"}' });
    const answer = await request(inline).get('/remotes.json').expect(200);
    expect(answer.body['mf-commerce']).toBe('https://cdn.example/commerce/v42/remoteEntry.js');
    expect(answer.body['mf-catalog']).toBe('/remotes/mf-catalog/remoteEntry.js');

    const file = path.join(emptyDir(), 'remotes.json');
    fs.writeFileSync(file, JSON.stringify({ 'mf-admin': 'http://localhost:3005/remoteEntry.js' }));
    const fromFile = await request(gateway({ REMOTES_JSON: file }))
      .get('/remotes.json')
      .expect(200);
    expect(fromFile.body['mf-admin']).toBe('http://localhost:3005/remoteEntry.js');
  });

  it('when a browser opens a client-side route, then it gets the shell page, revalidated each time', async () => {
    const app = gateway({ STATIC_ROOT: fakeBuilds() });
    const page = await request(app)
      .get('/art/quiet-thunder')
      .set('Accept', 'text/html,application/xhtml+xml')
      .expect(200);
    expect(page.text).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    await request(app)
      .get('/')
      .expect(200, /<title>shell<\/title>/);
  });

  it('when a browser opens a route a remote names in its route-files.json, then the page preloads those files before </head>', async () => {
    const app = gateway({ STATIC_ROOT: fakeBuilds() });
    const page = await request(app)
      .get('/art/quiet-thunder')
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(preloadsOf(page.text)).toEqual([
      'script /remotes/mf-catalog/remoteEntry.js',
      'style /remotes/mf-catalog/887.8e318f6c.css',
      'script /remotes/mf-catalog/887.17dd2ca1.js',
      'script /remotes/mf-catalog/892.7016792e.js',
    ]);
    expect(page.text).toMatch(/<title>shell<\/title><link rel="preload"[^]*<\/head><body><div id="root">/);
    expect(preloadsOf((await request(app).get('/').expect(200)).text)).toEqual([
      'script /remotes/mf-catalog/remoteEntry.js',
      'script /remotes/mf-catalog/887.17dd2ca1.js',
      'script /remotes/mf-catalog/701.41a24b5e.js',
    ]);
  });

  it('when the same routed page is asked for again with its ETag, then it is a 304', async () => {
    const app = gateway({ STATIC_ROOT: fakeBuilds() });
    const first = await request(app).get('/art/quiet-thunder').set('Accept', 'text/html').expect(200);
    await request(app)
      .get('/art/quiet-thunder')
      .set('Accept', 'text/html')
      .set('If-None-Match', first.headers.etag!)
      .expect(304);
  });

  it.each([
    ['a route no remote names', {}, '/cart'],
    [
      'a remote moved elsewhere by REMOTES_JSON',
      { REMOTES_JSON: '{"mf-catalog":"https://cdn.example/catalog/remoteEntry.js"}' },
      '/art/x',
    ],
  ])(
    'when a browser opens %s, then the page is the shell page as built, with no preloads',
    async (_case, settings, url) => {
      const page = await request(gateway({ STATIC_ROOT: fakeBuilds(), ...settings }))
        .get(url)
        .set('Accept', 'text/html')
        .expect(200);
      expect(preloadsOf(page.text)).toEqual([]);
      expect(page.text).toContain('<title>shell</title>');
    },
  );

  it.each([
    ['not JSON', '{'],
    ['not an object', '"nope"'],
    [
      'a file that is not a build file name',
      JSON.stringify({ '/art/:id': ['remoteEntry.js', '"><script>alert(1)</script>.js'] }),
    ],
  ])('when route-files.json is %s, then the route is sent as built, with no preloads', async (_case, text) => {
    const root = fakeBuilds();
    fs.writeFileSync(path.join(root, 'mf-catalog/dist/route-files.json'), text);
    const page = await request(gateway({ STATIC_ROOT: root }))
      .get('/art/x')
      .set('Accept', 'text/html')
      .expect(200);
    expect(preloadsOf(page.text)).toEqual([]);
    expect(page.text).not.toContain('<script>');
  });

  it('when a hashed asset is served, then it is cached for a year as immutable; other files are revalidated', async () => {
    const app = gateway({ STATIC_ROOT: fakeBuilds() });
    const hashed = await request(app).get('/main.3f2a1b9c.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request(app).get('/favicon.svg').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('when a remote build is fetched, then remoteEntry.js is revalidated, chunks are immutable, and any origin may load them', async () => {
    const app = gateway({ STATIC_ROOT: fakeBuilds() });
    const entry = await request(app).get('/remotes/mf-catalog/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const chunk = await request(app).get('/remotes/mf-catalog/src_bootstrap_tsx.0a1b2c3d4e5f6a7b8c9d.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/main.3f2a1b9c.js.map', '*/*'],
    ['/main.3f2a1b9c.js.map', 'text/html'],
    ['/main.3f2a1b9c.js.MAP', '*/*'],
    ['/main.3f2a1b9c.js%2Emap', '*/*'],
    ['/main.3f2a1b9c.js.%6dap', '*/*'],
    ['/remotes/mf-catalog/remoteEntry.js.map', '*/*'],
  ])(
    'when a source map is asked for as %s (Accept %s), then it is a JSON 404 and none of the source leaves',
    async (url, accept) => {
      const res = await request(gateway({ STATIC_ROOT: fakeBuilds() }))
        .get(url)
        .set('Accept', accept)
        .set('Accept-Encoding', 'br, gzip');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: expect.stringMatching(/^No route for GET /) });
      expect(res.text).not.toContain('secret');
    },
  );

  it('when a missing script is asked for, then it is a 404, not the shell page', async () => {
    const app = gateway({ STATIC_ROOT: fakeBuilds() });
    await request(app).get('/remotes/mf-artist/remoteEntry.js').set('Accept', '*/*').expect(404);
    await request(app).get('/main.00000000.js').set('Accept', '*/*').expect(404);
  });

  it('when the shell is not built yet, then a page says so and how to build it', async () => {
    const page = await request(gateway()).get('/cart').set('Accept', 'text/html').expect(503);
    expect(page.headers['content-type']).toMatch(/html/);
    expect(page.text).toContain('not built yet');
    expect(page.text).toContain('npm run build');
  });

  it('when an /api page is asked for as HTML, then it is still the API answering', async () => {
    await request(gateway()).get('/api/nothing').set('Accept', 'text/html').expect(404).expect('content-type', /json/);
  });

  describe("the home page's Pulse", () => {
    const dataOf = (page: string) => page.match(/<link rel="preload" as="fetch" href="\/api[^>]*>/g) ?? [];

    it('when a browser opens the home page, then the page names The Weekly Pulse’s answer first, asked with credentials as the page asks', async () => {
      const page = (
        await request(gateway({ STATIC_ROOT: fakeBuilds() }))
          .get('/')
          .expect(200)
      ).text;
      expect(dataOf(page)).toEqual([
        '<link rel="preload" as="fetch" href="/api/artworks/pulse" crossorigin="use-credentials">',
      ]);
      expect(page).toMatch(
        /<title>shell<\/title><link rel="preload" as="fetch" href="\/api\/artworks\/pulse"[^>]*><link rel="preload" as="script"/,
      );
    });

    it.each(['/search', '/art/quiet-thunder', '/cart', '/index.html'])(
      'when a browser opens %s, then the page names no Pulse answer',
      async (url) => {
        const page = await request(gateway({ STATIC_ROOT: fakeBuilds() }))
          .get(url)
          .set('Accept', 'text/html');
        expect(dataOf(page.text)).toEqual([]);
      },
    );
  });

  describe("the Pulse's first picture", () => {
    // A stand-in for catalog's GET /artworks/pulse: `pulse` is what it answers next (a status alone: a refusal).
    let catalog: Server;
    let pulse: unknown = {};
    let askedForPulse = 0;
    beforeAll(async () => {
      const app = express();
      app.get('/artworks/pulse', (_req, res) => {
        askedForPulse++;
        if (typeof pulse === 'number') return void res.status(pulse).json({ message: 'Community is unavailable' });
        res.json(pulse);
      });
      catalog = await listen(app);
    });
    afterAll(() => stopServer(catalog));

    const card = (
      featuredImage: string,
      shape: { width: number; height: number } | null,
      size = { width: 60, height: 80 },
    ) => ({
      featuredImage,
      featuredImageShape: shape && { ...shape, colour: '#8a6f4e' },
      size,
    });
    const homeWith = async (answer: unknown) => {
      pulse = answer;
      const page = await request(gateway({ STATIC_ROOT: fakeBuilds(), CATALOG_URL: urlOf(catalog) }))
        .get('/')
        .expect(200);
      return page.text;
    };
    const pictureOf = (page: string) => page.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

    it('when a browser opens the home page, then the page names the first picture after the Pulse’s answer, in the variants and sizes the carousel draws it at', async () => {
      const page = await homeWith({
        artworks: [card('/api/media/first.jpg', { width: 1200, height: 900 }), card('/api/media/second.jpg', null)],
      });
      expect(pictureOf(page)).toEqual([
        '<link rel="preload" as="image" href="/api/media/first.jpg?w=400" imagesrcset="/api/media/first.jpg?w=400 400w, /api/media/first.jpg?w=800 800w" imagesizes="(max-width: 768px) 240px, 320px" fetchpriority="high">',
      ]);
      expect(page).toMatch(
        /<title>shell<\/title><link rel="preload" as="fetch" href="\/api\/artworks\/pulse"[^>]*><link rel="preload" as="image"[^>]*><link rel="preload" as="script"/,
      );
    });

    it('when the first picture’s own shape is not known, then its sizes come from the artwork’s size, as the carousel’s do', async () => {
      const page = await homeWith({ artworks: [card('/api/media/tall.jpg', null, { width: 60, height: 80 })] });
      expect(pictureOf(page)).toEqual([expect.stringContaining('imagesizes="(max-width: 768px) 135px, 180px"')]);
    });

    it.each([
      ['the Pulse is empty', { artworks: [] }],
      ['the first is a video', { artworks: [card('/api/media/film.mp4', { width: 1920, height: 1080 })] }],
      [
        'the first picture is not one of the catalog’s files',
        { artworks: [card('javascript:alert(1)', { width: 1, height: 1 })] },
      ],
      [
        'the first has no proportions',
        {
          artworks: [{ featuredImage: '/api/media/flat.jpg', featuredImageShape: null, size: { width: 0, height: 0 } }],
        },
      ],
      ['catalog refuses', 503],
      ['catalog answers something else', { message: 'no artworks here' }],
    ])('when %s, then the page names no picture and still names the Pulse’s answer', async (_case, answer) => {
      const page = await homeWith(answer);
      expect(pictureOf(page)).toEqual([]);
      expect(page).toContain('<link rel="preload" as="fetch" href="/api/artworks/pulse"');
      expect(page).not.toContain('javascript:');
    });

    it('when many visitors open the home page at once and again, then catalog is asked for the Pulse once', async () => {
      pulse = { artworks: [card('/api/media/first.jpg', { width: 1200, height: 900 })] };
      const app = gateway({ STATIC_ROOT: fakeBuilds(), CATALOG_URL: urlOf(catalog) });
      const before = askedForPulse;
      const pages = await Promise.all([1, 2, 3].map(() => request(app).get('/').expect(200)));
      pages.push(await request(app).get('/').expect(200));
      expect(pages.map((page) => pictureOf(page.text).length)).toEqual([1, 1, 1, 1]);
      expect(askedForPulse - before).toBe(1);
    });

    it('when catalog is down, then the home page is served with the Pulse’s answer named and no picture', async () => {
      const page = await request(gateway({ STATIC_ROOT: fakeBuilds(), CATALOG_URL: await closedPortUrl() }))
        .get('/')
        .expect(200);
      expect(pictureOf(page.text)).toEqual([]);
      expect(preloadsOf(page.text)).toContain('script /remotes/mf-catalog/remoteEntry.js');
    });
  });

  describe("an artwork's main picture", () => {
    // A stand-in for catalog's public listing, GET /artworks?slugs=…&limit=1.
    let catalog: Server;
    const asked: string[] = [];
    beforeAll(async () => {
      const app = express();
      app.get('/artworks', (req, res) => {
        const slug = String(req.query.slugs);
        asked.push(req.url);
        if (slug === 'late')
          return void setTimeout(() => res.json({ artworks: [{ slug, featuredImage: '/api/media/late.jpg' }] }), 3000);
        if (slug === 'slow')
          return void setTimeout(() => res.json({ artworks: [{ slug, featuredImage: '/api/media/slow.jpg' }] }), 400);
        if (!/^[a-z0-9-]+$/.test(slug))
          return void res.status(400).json({ message: 'Slugs must be lowercase words joined by hyphens' });
        const featuredImage = {
          'quiet-thunder': '/api/media/demo-quiet-thunder.jpg',
          film: '/api/media/film.mp4',
          odd: 'javascript:alert(1)',
        }[slug];
        res.json({ artworks: featuredImage ? [{ slug, featuredImage }] : [] });
      });
      catalog = await listen(app);
    });
    afterAll(() => stopServer(catalog));

    const heroOf = (page: string) => page.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    const open = async (url: string) => {
      const app = gateway({ STATIC_ROOT: fakeBuilds(), CATALOG_URL: urlOf(catalog) });
      const started = performance.now();
      const page = await request(app).get(url).set('Accept', 'text/html').expect(200);
      return { page: page.text, ms: performance.now() - started };
    };

    it('when a browser opens an artwork’s page, then the page names its main picture first, in the variants and sizes the gallery draws it at', async () => {
      const { page } = await open('/art/quiet-thunder');
      expect(heroOf(page)).toEqual([
        '<link rel="preload" as="image" href="/api/media/demo-quiet-thunder.jpg?w=400" imagesrcset="/api/media/demo-quiet-thunder.jpg?w=400 400w, /api/media/demo-quiet-thunder.jpg?w=800 800w" imagesizes="(max-width: 920px) 100vw, 60vw" fetchpriority="high">',
      ]);
      expect(page).toMatch(
        /<title>shell<\/title><link rel="preload" as="image"[^>]*><link rel="preload" as="script" href="\/remotes\/mf-catalog\/remoteEntry.js">/,
      );
      expect(asked.at(-1)).toBe('/artworks?slugs=quiet-thunder&limit=1');
    });

    it.each([
      ['the page of an artwork nobody may see, or of none', '/art/gone'],
      ['the page of an artwork whose main picture is a video', '/art/film'],
      ['a page whose picture is not one of the catalog’s files', '/art/odd'],
      ['a page whose slug the catalog refuses', '/art/%22%3E%3Cscript%3E'],
      ['a page that is not an artwork’s (its edit form)', '/art/edit/quiet-thunder'],
    ])('when a browser opens %s, then the page names no picture and keeps its files', async (_case, url) => {
      const { page } = await open(url);
      expect(heroOf(page)).toEqual([]);
      expect(page).not.toContain('<script>');
    });

    it('when catalog is slow to answer, then the page does not wait for it (150 ms at most) and goes without the picture', async () => {
      const { page, ms } = await open('/art/late');
      expect(heroOf(page)).toEqual([]);
      expect(preloadsOf(page)).toContain('script /remotes/mf-catalog/remoteEntry.js');
      expect(ms).toBeLessThan(2000); // the answer would take 3 s
    });

    it('when many visitors open an artwork’s page at once and again, then catalog is asked for its picture once', async () => {
      const app = gateway({ STATIC_ROOT: fakeBuilds(), CATALOG_URL: urlOf(catalog) });
      const before = asked.length;
      const pages = await Promise.all(
        [1, 2, 3].map(() => request(app).get('/art/quiet-thunder').set('Accept', 'text/html').expect(200)),
      );
      pages.push(await request(app).get('/art/quiet-thunder').set('Accept', 'text/html').expect(200));
      expect(pages.map((page) => heroOf(page.text).length)).toEqual([1, 1, 1, 1]);
      expect(asked.slice(before)).toEqual(['/artworks?slugs=quiet-thunder&limit=1']);
    });

    it('when catalog answers after the page has gone without the picture, then the next visitor’s page names it, without asking again', async () => {
      const app = gateway({ STATIC_ROOT: fakeBuilds(), CATALOG_URL: urlOf(catalog) });
      const before = asked.length;
      const first = await request(app).get('/art/slow').set('Accept', 'text/html').expect(200);
      expect(heroOf(first.text)).toEqual([]);
      await delay(600); // catalog's answer takes 400 ms
      const next = await request(app).get('/art/slow').set('Accept', 'text/html').expect(200);
      expect(heroOf(next.text)).toEqual([expect.stringContaining('href="/api/media/slow.jpg?w=400"')]);
      expect(asked.slice(before)).toEqual(['/artworks?slugs=slow&limit=1']);
    });

    it('when a kept picture is older than its time, then catalog is asked again, so a new main picture is named', async () => {
      const heroFor = artworkHero(new UpstreamPool([urlOf(catalog)]), { ttlMs: 300 });
      const before = asked.length;
      expect(await heroFor('/art/quiet-thunder')).toContain('demo-quiet-thunder.jpg');
      await heroFor('/art/quiet-thunder');
      await delay(400);
      expect(await heroFor('/art/quiet-thunder')).toContain('demo-quiet-thunder.jpg');
      expect(asked.slice(before)).toEqual([
        '/artworks?slugs=quiet-thunder&limit=1',
        '/artworks?slugs=quiet-thunder&limit=1',
      ]);
    });

    it('when catalog is down, then the page is served without the picture', async () => {
      const page = await request(gateway({ STATIC_ROOT: fakeBuilds(), CATALOG_URL: await closedPortUrl() }))
        .get('/art/quiet-thunder')
        .set('Accept', 'text/html')
        .expect(200);
      expect(heroOf(page.text)).toEqual([]);
      expect(preloadsOf(page.text)).toContain('script /remotes/mf-catalog/remoteEntry.js');
    });
  });
});
