import { DEMO_ARTWORKS } from '@easel/contracts';
import { startTestService, type TestService } from '@easel/service-kit/testing';
import { createPulseRepository } from '../src/data-access/pulse-repository';
import { createVotesRepository } from '../src/data-access/votes-repository';
import { isoWeekStart } from '../src/domain/week';
import { seedDemo } from '../src/seed/seed-demo';
import { communityService } from '../src/service';
import { fakeCatalog } from './pulse-helpers';

const featured = DEMO_ARTWORKS.filter((art) => !art.onSale).map((art) => art.slug);

describe('community demo seed', () => {
  const now = new Date();
  const week = isoWeekStart(now);
  let catalog: Awaited<ReturnType<typeof fakeCatalog>>;
  let service: TestService<typeof communityService>;
  beforeAll(async () => {
    catalog = await fakeCatalog([...featured, 'published-unvoted']);
    service = await startTestService(communityService, { CATALOG_URL: catalog.url });
    await seedDemo(service.deps, now);
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await catalog.close();
  });

  it("when the demo is seeded, then this week's Pulse is ranked at once: the featured demo artworks by their votes, then the unvoted", async () => {
    const pulse = await createPulseRepository(service.ctx.db).week(week);
    expect(pulse.map((entry) => entry.position)).toEqual(Array.from({ length: featured.length + 1 }, (_, i) => i + 1));
    expect(pulse.slice(0, featured.length).every((entry) => featured.includes(entry.artSlug))).toBe(true);
    expect(pulse.at(-1)).toEqual({ artSlug: 'published-unvoted', position: featured.length + 1, votes: 0 });
    const tallies = await createVotesRepository(service.ctx.db).tallies(week);
    for (const entry of pulse.slice(0, featured.length))
      expect(tallies.find((t) => t.artSlug === entry.artSlug)?.votes).toBe(entry.votes);
    expect(pulse[0]?.votes).toBe(40);
    const votes = pulse.map((entry) => entry.votes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
  });

  it('when the demo is seeded, then every featured demo artwork, and only those, has comments, some of them upvoted', async () => {
    const rows: { art_slug: string }[] = await service.ctx.db('comments').distinct('art_slug');
    expect(rows.map((r) => r.art_slug).sort()).toEqual([...featured].sort());
    const [upvotes] = await service.ctx.db('comment_votes').count<{ n: string | number }[]>({ n: '*' });
    expect(Number(upvotes?.n)).toBeGreaterThan(5);
  });

  it('when the seed runs again, then nothing is doubled', async () => {
    const before = await service.ctx.db('votes').count<{ n: string | number }[]>({ n: '*' });
    await seedDemo(service.deps, now);
    expect(await service.ctx.db('votes').count({ n: '*' })).toEqual(before);
  });
});
