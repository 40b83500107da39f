import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, closedPortUrl, startCatalog, type TestCatalog } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
/** The Monday (UTC) of the ISO week holding `date`, as community names weeks. */
const mondayOf = (date: Date) =>
  new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
const thisWeek = mondayOf(new Date());
const lastWeek = mondayOf(new Date(Date.now() - 7 * DAY));

// This week's featured as community's pulse.week-ranked tells them; 'gone-since' was deleted after the vote.
const featured = [
  { slug: 'winner', position: 1 },
  { slug: 'gone-since', position: 2 },
  { slug: 'third', position: 3 },
];

async function seed(catalog: TestCatalog) {
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  await createArtworkRepository(catalog.ctx.db).insertMany([
    artwork('third', { onSale: false, priceMinor: 0, createdAt: day(3) }),
    artwork('winner', { onSale: false, priceMinor: 0, createdAt: day(1) }),
    artwork('for-sale', { createdAt: day(2) }),
  ]);
}

const putWeek = (catalog: TestCatalog, body: object) =>
  request(catalog.app).put('/internal/pulse/week').set(catalog.credential).send(body);

describe('the Weekly Pulse on listings', () => {
  let catalog: TestCatalog;
  beforeAll(async () => {
    // community is not even there: listings read catalog's own badges.
    catalog = await startCatalog({ COMMUNITY_URL: await closedPortUrl() });
    await seed(catalog);
    await putWeek(catalog, {
      eventId: randomUUID(),
      week: lastWeek,
      featured: [{ slug: 'for-sale', position: 1 }],
    }).expect(200);
    await putWeek(catalog, { eventId: randomUUID(), week: thisWeek, featured }).expect(200, { applied: true });
  }, 60_000);
  afterAll(() => catalog.stop());

  it('when the home page asks for the Pulse, then this week’s featured answer in position order with their rank, deleted ones left out', async () => {
    const { body } = await request(catalog.app).get('/artworks/pulse').expect(200);
    expect(body.artworks.map((a: { slug: string; pulseRank: number }) => [a.slug, a.pulseRank])).toEqual([
      ['winner', 1],
      ['third', 3],
    ]);
  });

  it('when a listing holds featured artworks, then only this week’s carry pulseRank', async () => {
    const { body } = await request(catalog.app).get('/artworks?sort=newest').expect(200);
    expect(body.artworks.map((a: { slug: string; pulseRank?: number }) => [a.slug, a.pulseRank])).toEqual([
      ['third', 3],
      ['for-sale', undefined],
      ['winner', 1],
    ]);
    const search = await request(catalog.app).get('/search?sort=newest').expect(200);
    expect(search.body.artworks.find((a: { slug: string }) => a.slug === 'winner').pulseRank).toBe(1);
  });

  it('when community asks for the Pulse candidates, then the published works not for sale answer', async () => {
    await request(catalog.app)
      .get('/internal/artworks/pulse-candidates')
      .set(catalog.credential)
      .expect(200, { slugs: ['third', 'winner'] });
  });
});

describe('the Weekly Pulse badges sent by community', () => {
  let catalog: TestCatalog;
  beforeAll(async () => {
    catalog = await startCatalog({ COMMUNITY_URL: await closedPortUrl() });
    await seed(catalog);
  }, 60_000);
  afterAll(() => catalog.stop());

  const pulse = async () =>
    (await request(catalog.app).get('/artworks/pulse').expect(200)).body.artworks.map((a: { slug: string }) => a.slug);

  it('when one event arrives twice, then it is applied once; a newer event replaces the week’s badges', async () => {
    const eventId = randomUUID();
    await putWeek(catalog, { eventId, week: thisWeek, featured: [{ slug: 'winner', position: 1 }] }).expect(200, {
      applied: true,
    });
    await putWeek(catalog, { eventId, week: thisWeek, featured: [{ slug: 'third', position: 1 }] }).expect(200, {
      applied: false,
    });
    expect(await pulse()).toEqual(['winner']);
    const newer = [
      { slug: 'third', position: 1 },
      { slug: 'winner', position: 2 },
    ];
    await putWeek(catalog, { eventId: randomUUID(), week: thisWeek, featured: newer }).expect(200, { applied: true });
    expect(await pulse()).toEqual(['third', 'winner']);
  });

  it.each([
    [{ week: thisWeek, featured: [] }, 'Event id must be a uuid'],
    [{ eventId: randomUUID(), week: 'monday', featured: [] }, 'Week must be a date like 2026-11-16'],
    [{ eventId: randomUUID(), week: thisWeek, featured: 'winner' }, 'Featured must be a list'],
  ])('when the event is malformed (%j), then 400 says why', async (body, message) => {
    await putWeek(catalog, body).expect(400, { message });
  });

  it('when the call does not carry the service credential, then it is refused', async () => {
    const res = await request(catalog.app)
      .put('/internal/pulse/week')
      .send({ eventId: randomUUID(), week: thisWeek, featured: [] });
    expect(res.status).toBe(401);
  });
});

describe('the Weekly Pulse when community is down', () => {
  it('when community has never told a week, then the Pulse is empty and listings answer without badges', async () => {
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
});
