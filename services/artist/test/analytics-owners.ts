import { randomBytes } from 'node:crypto';
import type { BucketCount, BucketSale } from '@easel/contracts';
import { serveLocally } from '@easel/service-kit/testing';
import express from 'express';

/** What each owner holds for one artist, as their internal analytics routes answer it. */
export interface OwnerRecords {
  works: { slug: string; title: string }[];
  views: BucketCount[];
  saves: BucketCount[];
  likes: BucketCount[];
  sales: BucketSale[];
}

/**
 * catalog, identity, community and commerce's /internal/analytics/* on one real port, answering only the service credential;
 * `asked` keeps every call, `down` makes an owner answer 503, `slow` makes it answer after the artist service's timeout.
 */
export async function fakeOwners(byArtist: Record<string, OwnerRecords>) {
  const secret = randomBytes(32).toString('base64url');
  const asked: { path: string; params: Record<string, unknown> }[] = [];
  const state = { down: new Set<string>(), slow: new Set<string>() };
  const app = express().use(express.json());
  app.use((req, res, next) => {
    if (req.get('x-service-credential') !== secret)
      return void res.status(401).json({ message: 'Service credential required' });
    asked.push({ path: req.path, params: { ...req.query, ...req.body } });
    const owner = req.path.split('/').pop()!;
    if (state.down.has(owner)) return void res.status(503).json({ message: 'down' });
    if (state.slow.has(owner)) return void setTimeout(next, 2500);
    next();
  });
  const of = (owner: unknown) => byArtist[String(owner)];
  const bySlugs = (rows: (r: OwnerRecords) => BucketCount[]) => (req: express.Request, res: express.Response) => {
    const slugs = new Set<string>(req.body.slugs);
    const all = Object.values(byArtist).flatMap(rows);
    res.json({ counts: all.filter((row) => slugs.has(row.slug)) });
  };
  app.get('/internal/analytics/views', (req, res) =>
    res.json({ works: of(req.query.owner)?.works ?? [], counts: of(req.query.owner)?.views ?? [] }),
  );
  app.post(
    '/internal/analytics/saves',
    bySlugs((r) => r.saves),
  );
  app.post(
    '/internal/analytics/likes',
    bySlugs((r) => r.likes),
  );
  app.get('/internal/analytics/sales', (req, res) => res.json({ sales: of(req.query.owner)?.sales ?? [] }));
  const served = await serveLocally(app);
  const url = served.url;
  return {
    env: { CATALOG_URL: url, IDENTITY_URL: url, COMMUNITY_URL: url, COMMERCE_URL: url, INTERNAL_SECRET: secret },
    asked,
    state,
    close: served.close,
  };
}
