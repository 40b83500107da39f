import request from 'supertest';
import { createVotesRepository } from '../src/data-access/votes-repository';
import { rankPulse } from '../src/domain/pulse-job';
import { isoWeekStart } from '../src/domain/week';
import { bearer, daysAfter, fakeCatalog, startCommunity } from './pulse-helpers';

const CANDIDATES = ['amber', 'birch', 'cedar'];

describe('the admin area’s Pulse controls (community’s internal routes)', () => {
  let catalog: Awaited<ReturnType<typeof fakeCatalog>>;
  let community: Awaited<ReturnType<typeof startCommunity>>;
  const now = new Date();
  const week = isoWeekStart(now);
  const lastWeek = isoWeekStart(daysAfter(now, -7));
  const internal = () => ({
    get: (path: string) => request(community.app).get(path).set(community.credential),
    put: (path: string, body: object) => request(community.app).put(path).set(community.credential).send(body),
    post: (path: string) => request(community.app).post(path).set(community.credential).send({}),
  });

  beforeAll(async () => {
    catalog = await fakeCatalog([...CANDIDATES]);
    community = await startCommunity(catalog.url);
    const vote = (artSlug: string, voter: string, w: string, minutesAgo: number) => ({
      artSlug,
      voter,
      fp: null,
      week: w,
      createdAt: new Date((w === week ? now.getTime() : Date.parse(`${w}T12:00:00Z`)) - minutesAgo * 60_000),
    });
    await createVotesRepository(community.ctx.db).insertMany([
      vote('cedar', 'u1', week, 30),
      vote('cedar', 'u2', week, 20),
      vote('birch', 'u1', week, 10),
      vote('amber', 'u1', lastWeek, 5),
    ]);
    await rankPulse(community.deps);
  }, 60_000);
  afterAll(async () => {
    await community.stop();
    await catalog.close();
  });

  it('when the admin area reads the state, then it has the running week, its switch and the ranked weeks, newest first', async () => {
    const { body } = await internal().get('/internal/pulse/state').expect(200);
    expect(body).toEqual({
      week,
      votingOpen: true,
      weeks: [
        { week, final: false },
        { week: lastWeek, final: true },
      ],
    });
  });

  it('when voting is closed, then the artwork’s standing says so and a vote is refused; opened again, a vote counts', async () => {
    await internal().put('/internal/pulse/voting', { open: false }).expect(200, { week, votingOpen: false });
    expect((await internal().get('/internal/pulse/state')).body.votingOpen).toBe(false);
    expect((await request(community.app).get('/pulse/art/cedar').expect(200)).body.votingOpen).toBe(false);
    await request(community.app).post('/pulse/upvote/amber').set(bearer(community.tokens.ana)).expect(403);

    await internal().put('/internal/pulse/voting', { open: true }).expect(200, { week, votingOpen: true });
    expect((await request(community.app).get('/pulse/art/cedar').expect(200)).body.votingOpen).toBe(true);
    await request(community.app).post('/pulse/upvote/amber').set(bearer(community.tokens.ana)).expect(200);
    await request(community.app).post('/pulse/upvote/amber').set(bearer(community.tokens.ana)).expect(200); // undone again
  });

  it('when the running week is recomputed, then its ranking is read live and the rows are the same as the job’s', async () => {
    const before = (await internal().get(`/internal/pulse/weeks/${week}`).expect(200)).body;
    expect(before.entries.slice(0, 2)).toEqual([
      { slug: 'cedar', position: 1, votes: 2 },
      { slug: 'birch', position: 2, votes: 1 },
    ]);
    const { body } = await internal().post(`/internal/pulse/weeks/${week}/recompute`).expect(200);
    expect(body).toEqual(before);
  });

  it('when an ended week is recomputed, then it keeps its rows and stays final', async () => {
    const before = (await internal().get(`/internal/pulse/weeks/${lastWeek}`).expect(200)).body;
    expect(before).toEqual({
      week: lastWeek,
      final: true,
      votingOpen: false,
      entries: [{ slug: 'amber', position: 1, votes: 1 }],
    });
    await internal().post(`/internal/pulse/weeks/${lastWeek}/recompute`).expect(200, before);
  });

  it.each([
    [isoWeekStart(daysAfter(now, 7)), 404, 'No Pulse for this week'],
    ['2026-11-17', 400, 'Week must be the Monday that starts it, as YYYY-MM-DD (like 2026-11-16)'],
  ])('when week %s is recomputed, then %i %s', async (asked, status, message) => {
    const res = await internal().post(`/internal/pulse/weeks/${asked}/recompute`).expect(status);
    expect(res.body).toEqual({ message });
  });
});
