import { NOT_YET_IN_PULSE, VOTING_CLOSED } from '@easel/contracts';
import request from 'supertest';
import { rankPulse } from '../src/domain/pulse-job';
import { isoWeekStart } from '../src/domain/week';
import { bearer, fakeCatalog, ids, startCommunity } from './pulse-helpers';

// Twenty candidates, none voted yet: each has a place in the week's draw.
const CANDIDATES = Array.from({ length: 20 }, (_, i) => `art-${String(i + 1).padStart(2, '0')}`);

describe('upvoting in the Weekly Pulse', () => {
  let catalog: Awaited<ReturnType<typeof fakeCatalog>>;
  let community: Awaited<ReturnType<typeof startCommunity>>;
  let byPosition: string[];
  const week = isoWeekStart(new Date());
  const upvote = (slug: string, token?: string, fp?: string) => {
    const call = request(community.app).post(`/pulse/upvote/${slug}${fp ? `?fp=${fp}` : ''}`);
    return token ? call.set(bearer(token)) : call;
  };
  const setVoting = (open: unknown) =>
    request(community.app).put('/internal/pulse/voting').set(community.credential).send({ open });

  beforeAll(async () => {
    catalog = await fakeCatalog(CANDIDATES);
    community = await startCommunity(catalog.url);
    await rankPulse(community.deps);
    byPosition = (await community.deps.pulse.week(week)).map((entry) => entry.artSlug);
  }, 60_000);
  afterAll(async () => {
    await community.stop();
    await catalog.close();
  });

  it('when a visitor upvotes, then 401 asks them to log in', async () => {
    await upvote(byPosition[0]!).expect(401, { message: 'Please log in to continue' });
  });

  it('when a signed-in user upvotes and clicks again, then it is Upvoted, then Upvote removed, with the count', async () => {
    const slug = byPosition[0]!;
    await upvote(slug, community.tokens.ana, 'fp-ana').expect(200, {
      message: 'Upvoted',
      isUpvoted: true,
      totalUpvotes: 1,
    });
    await upvote(slug, community.tokens.ana, 'fp-ana').expect(200, {
      message: 'Upvote removed',
      isUpvoted: false,
      totalUpvotes: 0,
    });
  });

  it('when one account votes from two browsers, then it is one vote (the second click takes it back); another account on the same browser counts', async () => {
    const slug = byPosition[1]!;
    await upvote(slug, community.tokens.ana, 'browser-1').expect(200, {
      message: 'Upvoted',
      isUpvoted: true,
      totalUpvotes: 1,
    });
    await upvote(slug, community.tokens.ben, 'browser-1').expect(200, {
      message: 'Upvoted',
      isUpvoted: true,
      totalUpvotes: 2,
    });
    await upvote(slug, community.tokens.ana, 'browser-2').expect(200, {
      message: 'Upvote removed',
      isUpvoted: false,
      totalUpvotes: 1,
    });
    await upvote(slug, community.tokens.ana, 'browser-2').expect(200, {
      message: 'Upvoted',
      isUpvoted: true,
      totalUpvotes: 2,
    });
    const anas = await community.ctx.db('votes').where({ art_slug: slug, voter: ids.ana, week });
    expect(anas).toHaveLength(1);
    expect(anas[0].fp).toBe('browser-2');
  });

  it('when a visitor opens the art on a browser an account voted from, then it shows as upvoted there, not elsewhere', async () => {
    const slug = byPosition[1]!;
    expect((await request(community.app).get(`/pulse/art/${slug}?fp=browser-2`).expect(200)).body.isUpvoted).toBe(true);
    expect((await request(community.app).get(`/pulse/art/${slug}?fp=browser-9`).expect(200)).body.isUpvoted).toBe(
      false,
    );
    // Signed in, the account's own vote decides, whatever the browser.
    const cleo = await request(community.app)
      .get(`/pulse/art/${slug}?fp=browser-2`)
      .set(bearer(community.tokens.cleo))
      .expect(200);
    expect(cleo.body).toMatchObject({ isUpvoted: false, totalUpvotes: 2 });
  });

  it('when the artwork is not in this week’s Pulse, then 404 No Art Found', async () => {
    await upvote('no-such-art', community.tokens.ana).expect(404, { message: 'No Art Found' });
  });

  it('when the artwork ranks below 18, then the upvote is refused with the next-week message', async () => {
    expect(byPosition).toHaveLength(20);
    await upvote(byPosition[18]!, community.tokens.ana).expect(403, { message: NOT_YET_IN_PULSE });
    await upvote(byPosition[17]!, community.tokens.ana).expect(200);
  });

  it('when the admin area closes voting for the week, then upvotes are refused with the closed message until it reopens', async () => {
    await setVoting(false).expect(200, { week, votingOpen: false });
    await upvote(byPosition[2]!, community.tokens.ben).expect(403, { message: VOTING_CLOSED });
    expect((await request(community.app).get(`/pulse/art/${byPosition[2]}`).expect(200)).body.votingOpen).toBe(false);
    await setVoting(true).expect(200, { week, votingOpen: true });
    await upvote(byPosition[2]!, community.tokens.ben).expect(200, {
      message: 'Upvoted',
      isUpvoted: true,
      totalUpvotes: 1,
    });
  });

  it.each([
    [{ open: 'yes' }, 'Open must be true or false'],
    [{}, 'Open must be true or false'],
  ])('when the voting switch is sent %j, then 400 says why', async (body, message) => {
    await request(community.app)
      .put('/internal/pulse/voting')
      .set(community.credential)
      .send(body)
      .expect(400, { message });
  });

  it('when the voting switch is called without the service credential, then it is refused', async () => {
    expect((await request(community.app).put('/internal/pulse/voting').send({ open: false })).status).toBe(401);
  });

  it.each([
    ['a slug of 201 characters', `/pulse/upvote/${'x'.repeat(201)}`, 'Artwork ids must be at most 200 characters'],
    [
      'an fp of 201 characters',
      `/pulse/upvote/art-01?fp=${'f'.repeat(201)}`,
      'Fingerprint must be at most 200 characters',
    ],
    ['two fps', '/pulse/upvote/art-01?fp=a&fp=b', 'Fingerprint must be text'],
  ])('when an upvote carries %s, then 400 says why', async (_case, path, message) => {
    await request(community.app).post(path).set(bearer(community.tokens.ben)).expect(400, { message });
  });

  it('when one account votes more than 30 times in a minute, then 429 asks them to wait', async () => {
    const slug = byPosition[3]!;
    for (let i = 0; i < 30; i++) await upvote(slug, community.tokens.cleo).expect(200);
    await upvote(slug, community.tokens.cleo).expect(429, { message: 'Too many votes, please wait a minute' });
    // Another account is not held back.
    await upvote(slug, community.tokens.ben).expect(200);
  });
});
