import request from 'supertest';
import { createInternalClient } from '@easel/service-kit';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { createPulseRanks } from '../src/data-access/pulse-ranks';
import { artwork, closedPortUrl, fakeService, startCatalog, type TestCatalog } from './helpers';

// This week's Pulse as community answers it; 'gone-since' was deleted after the vote.
const week = {
  entries: [
    { slug: 'winner', position: 1 },
    { slug: 'gone-since', position: 2 },
    { slug: 'third', position: 3 },
  ],
};

async function seed(catalog: TestCatalog) {
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  await createArtworkRepository(catalog.ctx.db).insertMany([
    artwork('third', { onSale: false, priceMinor: 0, createdAt: day(3) }),
    artwork('winner', { onSale: false, priceMinor: 0, createdAt: day(1) }),
    artwork('for-sale', { createdAt: day(2) }),
  ]);
}

describe('the Weekly Pulse on listings', () => {
  let community: Awaited<ReturnType<typeof fakeService>>;
  let catalog: TestCatalog;
  beforeAll(async () => {
    community = await fakeService((app) => app.get('/internal/pulse/week', (_req, res) => res.json(week)));
    catalog = await startCatalog({ COMMUNITY_URL: community.url });
    await seed(catalog);
  }, 60_000);
  afterAll(async () => {
    await catalog.stop();
    await community.close();
  });

  it('when the home page asks for the Pulse, then the featured artworks answer in position order with their rank, deleted ones left out', async () => {
    const { body } = await request(catalog.app).get('/artworks/pulse').expect(200);
    expect(body.artworks.map((a: { slug: string; pulseRank: number }) => [a.slug, a.pulseRank])).toEqual([
      ['winner', 1],
      ['third', 3],
    ]);
  });

  it('when a listing holds featured artworks, then only those carry pulseRank', async () => {
    const { body } = await request(catalog.app).get('/artworks?sort=newest').expect(200);
    expect(body.artworks.map((a: { slug: string; pulseRank?: number }) => [a.slug, a.pulseRank])).toEqual([
      ['third', 3],
      ['for-sale', undefined],
      ['winner', 1],
    ]);
    const search = await request(catalog.app).get('/search?sort=newest').expect(200);
    expect(search.body.artworks.find((a: { slug: string }) => a.slug === 'winner').pulseRank).toBe(1);
  });
});

describe('the Weekly Pulse when community is down', () => {
  it('when community does not answer, then the Pulse is empty and listings answer without badges', async () => {
    const catalog = await startCatalog({ COMMUNITY_URL: await closedPortUrl() });
    try {
      await seed(catalog);
      await request(catalog.app).get('/artworks/pulse').expect(200, { artworks: [] });
      const { body } = await request(catalog.app).get('/artworks').expect(200);
      expect(body.artworks).toHaveLength(3);
      expect(body.artworks.some((a: { pulseRank?: number }) => a.pulseRank)).toBe(false);
    } finally {
      await catalog.stop();
    }
  }, 60_000);

  it('when the week was read less than a minute ago, then community is not asked again; a failure is retried after a short pause', async () => {
    let asked = 0;
    let up = false;
    const flaky = await fakeService((app) =>
      app.get('/internal/pulse/week', (_req, res) => {
        asked += 1;
        if (up) res.json(week);
        else res.status(503).json({ message: 'down' });
      }),
    );
    let now = 0;
    const logger = { warn: () => undefined } as unknown as Parameters<typeof createPulseRanks>[2];
    const ranks = createPulseRanks(createInternalClient('test-secret'), flaky.url, logger, 800, () => now);
    try {
      expect(await ranks.thisWeek()).toEqual([]);
      up = true;
      expect(await ranks.thisWeek()).toEqual([]); // still within the retry pause
      now += 10_001;
      expect(await ranks.thisWeek()).toHaveLength(3);
      now += 59_000;
      await ranks.thisWeek();
      expect(asked).toBe(2);
    } finally {
      await flaky.close();
    }
  });
});
