import request from 'supertest';
import { rankPulse } from '../src/domain/pulse-job';
import { isoWeekStart } from '../src/domain/week';
import { bearer, daysAfter, fakeCatalog, startCommunity } from './pulse-helpers';

const CANDIDATES = ['north', 'south', 'east', 'west'];

describe('reading the Weekly Pulse: an artwork’s standing, the weeks, a week', () => {
  let catalog: Awaited<ReturnType<typeof fakeCatalog>>;
  let community: Awaited<ReturnType<typeof startCommunity>>;
  const now = new Date();
  const week = isoWeekStart(now);
  const lastWeek = isoWeekStart(daysAfter(now, -7));
  const nextWeek = isoWeekStart(daysAfter(now, 7));
  let order: string[];
  let lastWeeksOrder: string[];
  const standing = (path: string) => request(community.app).get(path);

  beforeAll(async () => {
    catalog = await fakeCatalog(CANDIDATES);
    community = await startCommunity(catalog.url);
    // Last week was ranked live, then ended; this week's first run ranks it one last time.
    await rankPulse(community.deps, daysAfter(now, -7));
    await rankPulse(community.deps, now);
    order = (await community.deps.pulse.week(week)).map((e) => e.artSlug);
    lastWeeksOrder = (await community.deps.pulse.week(lastWeek)).map((e) => e.artSlug);
    await request(community.app)
      .post(`/pulse/upvote/${order[1]}?fp=fp-ana`)
      .set(bearer(community.tokens.ana))
      .expect(200);
  }, 60_000);
  afterAll(async () => {
    await community.stop();
    await catalog.close();
  });

  it('when an artwork of the running week is opened, then its standing answers with rank, neighbours, votes and the open vote', async () => {
    const slug = order[1]!;
    const { body } = await standing(`/pulse/art/${slug}?fp=fp-ana`).expect(200);
    expect(body).toEqual({
      slug,
      week,
      position: 2,
      prevSlug: order[0],
      nextSlug: order[2],
      totalUpvotes: 1,
      isUpvoted: true,
      votingOpen: true,
      views: 1,
    });
  });

  it('when the same browser opens it again and another browser opens it, then views count unique browsers only', async () => {
    const slug = order[2]!;
    await standing(`/pulse/art/${slug}?fp=fp-1`).expect(200);
    await standing(`/pulse/art/${slug}?fp=fp-1`).expect(200);
    await standing(`/pulse/art/${slug}`).expect(200);
    const { body } = await standing(`/pulse/art/${slug}?fp=fp-2`).expect(200);
    expect(body.views).toBe(2);
  });

  it('when an artwork the Pulse does not know is opened, then it has no position and no view is counted', async () => {
    const { body } = await standing('/pulse/art/not-a-candidate?fp=fp-1').expect(200);
    expect(body).toEqual({
      slug: 'not-a-candidate',
      week,
      position: null,
      prevSlug: null,
      nextSlug: null,
      totalUpvotes: 0,
      isUpvoted: false,
      votingOpen: true,
      views: 0,
    });
  });

  it('when a past week is asked, then the artwork’s final position answers, with voting closed', async () => {
    const slug = lastWeeksOrder[0]!;
    const { body } = await standing(`/pulse/art/${slug}?week=${lastWeek}`).expect(200);
    expect(body).toMatchObject({
      slug,
      week: lastWeek,
      position: 1,
      prevSlug: null,
      nextSlug: lastWeeksOrder[1],
      votingOpen: false,
    });
  });

  it.each([
    ['not a date', 'monday', 400, 'Week must be the Monday that starts it, as YYYY-MM-DD (like 2026-11-16)'],
    ['a Tuesday', '2026-11-17', 400, 'Week must be the Monday that starts it, as YYYY-MM-DD (like 2026-11-16)'],
    [
      'a date that does not exist',
      '2026-02-30',
      400,
      'Week must be the Monday that starts it, as YYYY-MM-DD (like 2026-11-16)',
    ],
  ])('when the standing is asked for %s, then the answer says why', async (_case, asked, status, message) => {
    await standing(`/pulse/art/north?week=${asked}`).expect(status, { message });
  });

  it('when the standing is asked for a week still to come, then 404 No Pulse for this week', async () => {
    await standing(`/pulse/art/north?week=${nextWeek}`).expect(404, { message: 'No Pulse for this week' });
  });

  it('when the archive is listed, then the ranked weeks answer newest first, the ended one final', async () => {
    await request(community.app)
      .get('/pulse/weeks')
      .expect(200, {
        weeks: [
          { week, final: false },
          { week: lastWeek, final: true },
        ],
      });
  });

  it('when a week is opened, then its whole ranking answers; the running week live and open, the past one final and closed', async () => {
    // Positions and counts are the last run's: the vote on the second moves it up at the next run.
    await rankPulse(community.deps, now);
    const reordered = [order[1], order[0], order[2], order[3]];
    const running = await request(community.app).get(`/pulse/week/${week}`).expect(200);
    expect(running.body).toEqual({
      week,
      final: false,
      votingOpen: true,
      entries: reordered.map((slug, i) => ({ slug, position: i + 1, votes: i === 0 ? 1 : 0 })),
    });
    const past = await request(community.app).get(`/pulse/week/${lastWeek}`).expect(200);
    expect(past.body).toMatchObject({ week: lastWeek, final: true, votingOpen: false });
    expect(past.body.entries.map((e: { slug: string }) => e.slug)).toEqual(lastWeeksOrder);
  });

  it.each([
    ['a week without a Pulse', '/pulse/week/2020-01-06', 404, 'No Pulse for this week'],
    [
      'a badly written week',
      '/pulse/week/2026-13-01',
      400,
      'Week must be the Monday that starts it, as YYYY-MM-DD (like 2026-11-16)',
    ],
  ])('when %s is opened, then the answer says why', async (_case, path, status, message) => {
    await request(community.app).get(path).expect(status, { message });
  });
});
