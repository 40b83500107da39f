import { DEMO_ARTWORKS } from '@easel/contracts';
import { startTestService } from '@easel/service-kit/src/testing';
import { createPulseRepository } from '../src/data-access/pulse-repository';
import { createVotesRepository } from '../src/data-access/votes-repository';
import { isoWeekStart } from '../src/domain/week';
import { seedDemo } from '../src/seed/seed-demo';
import { communityService } from '../src/service';

const featured = DEMO_ARTWORKS.filter((art) => !art.onSale).map((art) => art.slug);

describe('community demo seed', () => {
  const now = new Date();
  const week = isoWeekStart(now);
  let service: Awaited<ReturnType<typeof startTestService<typeof communityService.configShape>>>;
  beforeAll(async () => {
    service = await startTestService(communityService);
    await seedDemo(service.ctx, now);
  }, 60_000);
  afterAll(() => service.stop());

  it("when the demo is seeded, then this week's Pulse ranks ten featured demo artworks by their votes", async () => {
    const pulse = await createPulseRepository(service.ctx.db).week(week);
    expect(pulse.map((entry) => entry.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pulse.every((entry) => featured.includes(entry.artSlug))).toBe(true);
    const tallies = await createVotesRepository(service.ctx.db).tallies(week);
    for (const entry of pulse) expect(tallies.find((t) => t.artSlug === entry.artSlug)?.votes).toBe(entry.votes);
    expect(pulse[0]?.votes).toBe(40);
  });

  it('when the demo is seeded, then every featured artwork, and only those, has comments, some of them upvoted', async () => {
    const rows: { art_slug: string }[] = await service.ctx.db('comments').distinct('art_slug');
    expect(rows.map((r) => r.art_slug).sort()).toEqual([...featured].sort());
    const [upvotes] = await service.ctx.db('comment_votes').count<{ n: string | number }[]>({ n: '*' });
    expect(Number(upvotes?.n)).toBeGreaterThan(5);
  });

  it('when the seed runs again, then nothing is doubled', async () => {
    const before = await service.ctx.db('votes').count<{ n: string | number }[]>({ n: '*' });
    await seedDemo(service.ctx, now);
    expect(await service.ctx.db('votes').count({ n: '*' })).toEqual(before);
  });
});
