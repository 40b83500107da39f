import express from 'express';
import request from 'supertest';
import { serveLocally } from '@easel/service-kit/testing';
import { artist, bearer, customer, newRelay, signUp, startIdentity, type TestIdentity } from './helpers';

/** catalog, artist and community as identity's relay calls them: every PUT they were sent, and what they answer. */
async function followers() {
  const calls: { service: string; userId: string; body: Record<string, unknown> }[] = [];
  let answer = 200;
  const stand = (service: string) =>
    serveLocally(
      express()
        .use(express.json())
        .put('/internal/people/:id/profile', (req, res) => {
          calls.push({ service, userId: req.params.id, body: req.body });
          res.status(service === 'community' ? answer : 200).json({ applied: true });
        }),
    );
  const [catalog, artistService, community] = await Promise.all([
    stand('catalog'),
    stand('artist'),
    stand('community'),
  ]);
  return {
    config: { CATALOG_URL: catalog.url, ARTIST_URL: artistService.url, COMMUNITY_URL: community.url },
    calls,
    communityAnswers: (status: number) => (answer = status),
    close: () => Promise.all([catalog.close(), artistService.close(), community.close()]),
  };
}

let service: TestIdentity;
let stand: Awaited<ReturnType<typeof followers>>;
beforeAll(async () => {
  stand = await followers();
  service = await startIdentity();
});
afterAll(async () => {
  await stand.close();
  await service.stop();
});

const update = (token: string, body: object) => request(service.app).put('/user/profile').set(bearer(token)).send(body);
const artistCard = (slug: string) => request(service.app).get(`/internal/artists/${slug}`).set(service.credential);
const relayTick = async () => (await newRelay(service, stand.config)).deliverDue();

describe('the page address (slug)', () => {
  test.each([
    ['shorter than 3 characters', 'ab', 'Your page address must be at least 3 characters'],
    ['longer than 60 characters', 'a'.repeat(61), 'Your page address must be at most 60 characters'],
    ['with capitals', 'Mara-Okafor', 'Use only lower-case letters, digits and single hyphens between them'],
    ['with a space', 'mara okafor', 'Use only lower-case letters, digits and single hyphens between them'],
    ['ending in a hyphen', 'mara-', 'Use only lower-case letters, digits and single hyphens between them'],
  ])('when an artist asks for an address %s, then 400 says what is wrong', async (_case, slug, message) => {
    const { token } = await signUp(service.app, artist());
    const res = await update(token, { slug });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  test("when an artist asks for another artist's address, then 409 'This address is taken'", async () => {
    const first = await signUp(service.app, artist({ artistName: 'Taken Name' }));
    const second = await signUp(service.app, artist({ artistName: 'Other Name' }));
    const res = await update(second.token, { slug: first.user.slug! });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'This address is taken' });
  });

  test('when a customer asks for an address, then 403 says only artists have one', async () => {
    const { token } = await signUp(service.app, customer());
    const res = await update(token, { slug: 'my-own-page' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Only artists have a page address' });
  });

  test('when an artist changes their address, then the old one still names them, with the new address in the answer', async () => {
    const { token, user } = await signUp(service.app, artist({ artistName: 'Ines Moreau' }));
    const res = await update(token, { slug: 'ines-paints' });
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe('ines-paints');
    const old = await artistCard(user.slug!);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ _id: user._id, slug: 'ines-paints', artistName: 'Ines Moreau' });
    expect((await artistCard('ines-paints')).body).toMatchObject({ _id: user._id, slug: 'ines-paints' });
  });

  test("when someone asks for an artist's old address, then 409, and a new artist of that name gets another one", async () => {
    const { token, user } = await signUp(service.app, artist({ artistName: 'Leo Brandt' }));
    await update(token, { slug: 'leo-draws' });
    const other = await signUp(service.app, artist({ artistName: 'Someone Else' }));
    expect((await update(other.token, { slug: user.slug! })).status).toBe(409);
    await update(token, { artistName: 'Leo Brandt Studio' });
    const namesake = await signUp(service.app, artist({ artistName: 'Leo Brandt' }));
    expect(namesake.user.slug).toBe(`${user.slug}-2`);
  });

  test('when an artist goes back to an old address of theirs, then it is theirs again', async () => {
    const { token, user } = await signUp(service.app, artist({ artistName: 'Ada Loop' }));
    await update(token, { slug: 'ada-elsewhere' });
    const res = await update(token, { slug: user.slug! });
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe(user.slug);
    expect((await artistCard('ada-elsewhere')).body.slug).toBe(user.slug);
  });

  test('when an artist changes their address, then the bookmarks of their followers follow it', async () => {
    const { token, user } = await signUp(service.app, artist({ artistName: 'Followed Artist' }));
    const fan = await signUp(service.app, customer());
    await request(service.app).get(`/user/bookmark/artist/${user.slug}`).set(bearer(fan.token));
    await update(token, { slug: 'followed-elsewhere' });
    const me = await request(service.app).get('/user/me').set(bearer(fan.token));
    expect(me.body.artistbookmarks).toEqual(['followed-elsewhere']);
  });
});

describe('user.profile-changed', () => {
  test('when an artist changes name, avatar and address, then catalog, artist and community are each told once, as the artist is now', async () => {
    const { token, user } = await signUp(service.app, artist({ artistName: 'Told Once' }));
    await relayTick();
    stand.calls.length = 0;
    await update(token, { artistName: 'Told Twice', avatar: '/api/media/told.png', slug: 'told-twice' });
    await relayTick();
    await relayTick();
    const profile = {
      eventId: expect.any(String),
      name: 'Told Twice',
      slug: 'told-twice',
      avatar: '/api/media/told.png',
    };
    expect(stand.calls).toEqual([
      { service: 'catalog', userId: user._id, body: profile },
      { service: 'artist', userId: user._id, body: profile },
      { service: 'community', userId: user._id, body: profile },
    ]);
    expect(new Set(stand.calls.map((call) => call.body.eventId)).size).toBe(1);
  });

  test('when only the instagram changes, then nobody is told', async () => {
    const { token } = await signUp(service.app, artist({ artistName: 'Quiet Change' }));
    await relayTick();
    stand.calls.length = 0;
    await update(token, { instagram: '@quiet' });
    await relayTick();
    expect(stand.calls).toEqual([]);
  });

  test('when community does not take it, then the relay tries again with the same event id', async () => {
    const { token } = await signUp(service.app, customer({ firstName: 'Retry' }));
    await relayTick();
    stand.calls.length = 0;
    stand.communityAnswers(503);
    await update(token, { firstName: 'Retried' });
    await relayTick();
    stand.communityAnswers(200);
    await service.ctx
      .db('outbox')
      .whereNull('delivered_at')
      .update({ next_attempt_at: new Date(0) });
    await relayTick();
    const community = stand.calls.filter((call) => call.service === 'community');
    expect(community).toHaveLength(2);
    expect(community[0]!.body).toEqual(community[1]!.body);
    expect(community[1]!.body).toMatchObject({ name: 'Retried Collins', slug: null });
  });
});
