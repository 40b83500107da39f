import { PULSE_RANK_LOCK } from '../src/data-access/pulse-turn';
import { createVotesRepository } from '../src/data-access/votes-repository';
import { createCommunityDeps } from '../src/deps';
import { PULSE_WEEK_RANKED } from '../src/domain/pulse-events';
import { rankPulse, startPulseRanking } from '../src/domain/pulse-job';
import { rankWeek } from '../src/domain/pulse-ranking';
import { isoWeekStart } from '../src/domain/week';
import request from 'supertest';
import { daysAfter, fakeCatalog, startCommunity } from './pulse-helpers';

const MINUTE = 60_000;
const CANDIDATES = ['amber', 'birch', 'cedar', 'dune', 'elm'];

describe('the Weekly Pulse ranking job', () => {
  let catalog: Awaited<ReturnType<typeof fakeCatalog>>;
  let community: Awaited<ReturnType<typeof startCommunity>>;
  const now = new Date();
  const week = isoWeekStart(now);
  const minutesAgo = (n: number) => new Date(now.getTime() - n * MINUTE);
  const vote = (artSlug: string, voter: string, createdAt: Date) => ({ artSlug, voter, fp: null, week, createdAt });
  const rows = async (w = week) => (await community.deps.pulse.week(w)).map((e) => [e.artSlug, e.position, e.votes]);
  const events = async () =>
    community.ctx.db('outbox').where({ type: PULSE_WEEK_RANKED }).orderBy('created_at').select('payload');

  beforeAll(async () => {
    catalog = await fakeCatalog([...CANDIDATES]);
    community = await startCommunity(catalog.url);
    community.clock.now = now;
    // cedar and amber tie on 3; amber's last vote came first. elm has 1; birch and dune none.
    await createVotesRepository(community.ctx.db).insertMany([
      vote('cedar', 'u1', minutesAgo(50)),
      vote('cedar', 'u2', minutesAgo(40)),
      vote('cedar', 'u3', minutesAgo(10)),
      vote('amber', 'u1', minutesAgo(45)),
      vote('amber', 'u2', minutesAgo(30)),
      vote('amber', 'u3', minutesAgo(20)),
      vote('elm', 'u1', minutesAgo(5)),
    ]);
  }, 60_000);
  afterAll(async () => {
    await community.stop();
    await catalog.close();
  });

  it('when the job ranks seeded votes, then most votes lead, the tie goes to the earlier vote and the unvoted follow in the week’s draw', async () => {
    expect(await rankPulse(community.deps)).toBe(true);
    const unvoted = rankWeek(week, ['birch', 'dune'], []).map((e) => e.artSlug);
    expect(await rows()).toEqual([
      ['amber', 1, 3],
      ['cedar', 2, 3],
      ['elm', 3, 1],
      [unvoted[0], 4, 0],
      [unvoted[1], 5, 0],
    ]);
  });

  it.each([
    ['amber', { position: 1, prevSlug: null, nextSlug: 'cedar' }],
    ['cedar', { position: 2, prevSlug: 'amber', nextSlug: 'elm' }],
  ])('when catalog asks the rank of %s, then its position and neighbours answer', async (slug, rank) => {
    await request(community.app).get(`/internal/pulse/rank/${slug}`).set(community.credential).expect(200, rank);
  });

  it('when the week is ranked again with nothing new, then its rows are the same and no second event is written', async () => {
    const before = await rows();
    expect(await events()).toHaveLength(1);
    await rankPulse(community.deps);
    await rankPulse(community.deps);
    expect(await rows()).toEqual(before);
    expect(await events()).toHaveLength(1);
  });

  it('when votes change the top, then a pulse.week-ranked event is written and the relay brings the new top 10 to catalog', async () => {
    await createVotesRepository(community.ctx.db).insertMany([
      vote('elm', 'u2', minutesAgo(4)),
      vote('elm', 'u3', minutesAgo(3)),
      vote('elm', 'u4', minutesAgo(2)),
    ]);
    await rankPulse(community.deps);
    expect((await events()).map((e) => e.payload.featured[0])).toEqual([
      { slug: 'amber', position: 1 },
      { slug: 'elm', position: 1 },
    ]);
    await community.deps.outbox.deliverDue();
    const told = catalog.state.weeks.at(-1);
    expect(told?.week).toBe(week);
    expect(told?.featured.slice(0, 3)).toEqual([
      { slug: 'elm', position: 1 },
      { slug: 'amber', position: 2 },
      { slug: 'cedar', position: 3 },
    ]);
    expect(told?.featured).toHaveLength(5);
    expect(told?.eventId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when catalog is down, then the week is ranked on the candidates it had and the event waits for catalog', async () => {
    catalog.state.up = false;
    try {
      await createVotesRepository(community.ctx.db).insertMany(
        [1, 2, 3, 4, 5].map((n) => vote('dune', `d${n}`, minutesAgo(1))),
      );
      expect(await rankPulse(community.deps)).toBe(true);
      expect((await rows()).map(([slug]) => slug)).toEqual(['dune', 'elm', 'amber', 'cedar', 'birch']);
      const told = catalog.state.weeks.length;
      await community.deps.outbox.deliverDue();
      expect(catalog.state.weeks).toHaveLength(told);
      const [waiting] = await community.ctx.db('outbox').whereNull('delivered_at').select('attempts', 'last_error');
      expect(waiting).toMatchObject({
        attempts: 1,
        last_error: expect.stringContaining('catalog did not take the Pulse'),
      });
    } finally {
      catalog.state.up = true;
    }
  });

  it('when the week ends, then it is ranked one last time on its own candidates and marked final, and the new week starts ranked', async () => {
    catalog.state.candidates = [...CANDIDATES, 'fresh-work'];
    const nextWeek = isoWeekStart(daysAfter(now, 7));
    community.clock.now = daysAfter(now, 7);
    try {
      await rankPulse(community.deps);
      expect((await rows()).map(([slug]) => slug)).toEqual(['dune', 'elm', 'amber', 'cedar', 'birch']);
      expect(await community.deps.pulse.state(week)).toEqual({ votingOpen: true, final: true });
      expect(await community.deps.pulse.state(nextWeek)).toEqual({ votingOpen: true, final: false });
      // No votes yet on Monday: every candidate has its place, in the new week's draw.
      const fresh = await rows(nextWeek);
      expect(fresh.map(([slug]) => slug)).toEqual(
        rankWeek(nextWeek, [...CANDIDATES, 'fresh-work'], []).map((e) => e.artSlug),
      );
      expect(fresh.every(([, , votes]) => votes === 0)).toBe(true);
      const { body } = await request(community.app).get('/pulse/weeks').expect(200);
      expect(body.weeks).toEqual([
        { week: nextWeek, final: false },
        { week, final: true },
      ]);
    } finally {
      community.clock.now = now;
    }
  });
});

describe('the job on a fresh platform', () => {
  it('when the job starts, then it ranks at once, before its first interval', async () => {
    const catalog = await fakeCatalog(['only-one']);
    const community = await startCommunity(catalog.url);
    const stop = startPulseRanking({ ...community.deps, rankEveryMs: 60 * MINUTE });
    try {
      const week = isoWeekStart(new Date());
      for (let i = 0; i < 50 && !(await community.deps.pulse.week(week)).length; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await community.deps.pulse.week(week)).toEqual([{ artSlug: 'only-one', position: 1, votes: 0 }]);
    } finally {
      await stop();
      await community.stop();
      await catalog.close();
    }
  }, 60_000);
});

// PGlite runs one process with one connection: replicas only meet on PostgreSQL.
(process.env.DATABASE_URL ? describe : describe.skip)('two replicas on one database', () => {
  it('when a second replica’s job runs while the first holds the lock, then it does nothing; once free, it ranks', async () => {
    const catalog = await fakeCatalog(['a', 'b']);
    const community = await startCommunity(catalog.url);
    const second = createCommunityDeps(community.ctx);
    const week = isoWeekStart(new Date());
    try {
      await community.ctx.db.transaction(async (trx) => {
        await trx.raw('select pg_advisory_xact_lock(hashtext(? || current_schema()))', [PULSE_RANK_LOCK]);
        expect(await rankPulse(second)).toBe(false);
      });
      expect(await community.deps.pulse.week(week)).toEqual([]);
      expect(await rankPulse(second)).toBe(true);
      expect(await community.deps.pulse.week(week)).toHaveLength(2);
    } finally {
      await community.stop();
      await catalog.close();
    }
  }, 60_000);
});
