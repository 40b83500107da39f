import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { aCard, ids, startGiftCards, type GiftCardService } from './gift-card-helpers';

// identity's relay on user.profile-changed: an artist's new name and page address reach their gift cards and conversations.

let service: GiftCardService;
beforeAll(async () => {
  service = await startGiftCards();
  await service.create('ana', aCard).expect(201);
  await service.create('ana', { ...aCard, title: '' }).expect(201);
  await service.create('ben', aCard).expect(201);
  await service.ctx.db('conversations').insert([
    {
      artist_id: ids.ana,
      artist_slug: 'ana-lee',
      artist_name: 'Ana Lee',
      party: `user:${ids.cleo}`,
      party_user_id: ids.cleo,
      party_email: 'cleo@example.com',
      party_name: 'Cleo Collects',
    },
    {
      artist_id: ids.ben,
      artist_slug: 'ben-okri',
      artist_name: 'Ben Okri',
      party: `user:${ids.ana}`,
      party_user_id: ids.ana,
      party_email: 'ana@example.com',
      party_name: 'Ana Lee',
    },
  ]);
  await service.ctx.db('newsletters').insert({
    id: randomUUID(),
    artist_id: ids.ana,
    artist_name: 'Ana Lee',
    subject: 'News',
    body_html: '<p>Hi</p>',
    sent_at: new Date(),
  });
}, 60_000);
afterAll(() => service.stop());

const tell = (userId: string, body: object) =>
  request(service.app).put(`/internal/people/${userId}/profile`).set(service.credential).send(body);
const card = async (slug: string) => (await request(service.app).get(`/giftcard/get/${slug}`).expect(200)).body;
const inboxOf = async (who: 'ana' | 'ben' | 'cleo') =>
  (await request(service.app).get('/inbox/conversations').set(service.as(who)).expect(200)).body.conversations;
const renamedAna = { name: 'Ana Lee-Park', slug: 'ana-paints', avatar: '/api/media/ana.png' };

test("when identity tells of an artist's new name and address, then their gift cards and conversations carry them, and no one else's", async () => {
  const res = await tell(ids.ana, { eventId: randomUUID(), ...renamedAna });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ applied: true });

  expect(await card('studio-gift-card-ana-lee')).toMatchObject({
    artistName: 'Ana Lee-Park',
    artistSlug: 'ana-paints',
    title: 'Studio gift card',
  });
  // The card's own address stays, so links already shared keep working; a title left empty takes the new name.
  expect(await card('gift-card-ana-lee')).toMatchObject({
    artistName: 'Ana Lee-Park',
    artistSlug: 'ana-paints',
    title: 'Gift card by Ana Lee-Park',
  });
  expect(await card('studio-gift-card-ben-okri')).toMatchObject({ artistName: 'Ben Okri', artistSlug: 'ben-okri' });

  expect(await inboxOf('cleo')).toEqual([
    expect.objectContaining({ withName: 'Ana Lee-Park', withArtistSlug: 'ana-paints' }),
  ]);
  expect(await inboxOf('ben')).toEqual([expect.objectContaining({ withName: 'Ana Lee-Park' })]);
  expect(await inboxOf('ana')).toContainEqual(
    expect.objectContaining({ withName: 'Ben Okri', withArtistSlug: 'ben-okri' }),
  );
  // A newsletter already sent keeps the name it was signed with.
  expect(await service.ctx.db('newsletters').where({ artist_id: ids.ana }).pluck('artist_name')).toEqual(['Ana Lee']);
});

test('when a collector without an address renames themselves, then the artists they wrote to see the new name', async () => {
  await tell(ids.cleo, { eventId: randomUUID(), name: 'Cleo Renamed', slug: null, avatar: null }).expect(200, {
    applied: true,
  });
  expect(await inboxOf('ana')).toContainEqual(expect.objectContaining({ withName: 'Cleo Renamed' }));
  expect(await card('studio-gift-card-ana-lee')).toMatchObject({ artistSlug: 'ana-paints' });
});

test('when the same event comes again after a newer one, then the second delivery changes nothing', async () => {
  const eventId = randomUUID();
  await tell(ids.ana, { eventId, name: 'Ana Once', slug: 'ana-once', avatar: null }).expect(200, { applied: true });
  await tell(ids.ana, { eventId: randomUUID(), ...renamedAna }).expect(200, { applied: true });
  await tell(ids.ana, { eventId, name: 'Ana Once', slug: 'ana-once', avatar: null }).expect(200, { applied: false });
  expect(await card('studio-gift-card-ana-lee')).toMatchObject({
    artistName: 'Ana Lee-Park',
    artistSlug: 'ana-paints',
  });
});

test('when identity tells of someone with nothing here, then it is taken and nothing changes', async () => {
  const before = await service.ctx
    .db('gift_cards')
    .orderBy('slug')
    .select('slug', 'artist_name', 'artist_slug', 'title');
  await tell(randomUUID(), { eventId: randomUUID(), name: 'Nobody Here', slug: 'nobody-here', avatar: null }).expect(
    200,
    { applied: true },
  );
  expect(
    await service.ctx.db('gift_cards').orderBy('slug').select('slug', 'artist_name', 'artist_slug', 'title'),
  ).toEqual(before);
});

test.each([
  [
    'a person id that is not a uuid',
    'not-a-person',
    { eventId: randomUUID(), name: 'X', slug: null, avatar: null },
    'Person id must be a uuid',
  ],
  [
    'an event id that is not a uuid',
    ids.ana,
    { eventId: 'not-a-uuid', name: 'X', slug: null, avatar: null },
    'Event id must be a uuid',
  ],
  ['no name', ids.ana, { eventId: randomUUID(), name: ' ', slug: null, avatar: null }, 'Name is required'],
])('when the change has %s, then 400 says what is wrong', async (_case, userId, body, message) => {
  await tell(userId, body).expect(400, { message });
});

test('when a caller without the service credential tells of a change, then 401 and nothing changes', async () => {
  await request(service.app)
    .put(`/internal/people/${ids.ana}/profile`)
    .send({ eventId: randomUUID(), name: 'Mallory', slug: 'mallory', avatar: null })
    .expect(401);
  expect(await card('studio-gift-card-ana-lee')).toMatchObject({
    artistName: 'Ana Lee-Park',
    artistSlug: 'ana-paints',
  });
});
