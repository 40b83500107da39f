import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ids, list, startCommunity, storeComments, type TestCommunity } from './comments-helpers';

let community: TestCommunity;
beforeAll(async () => {
  community = await startCommunity();
  await storeComments(community, 'open-sea', ['ana', 'cleo', 'ana']);
}, 60_000);
afterAll(() => community.stop());

const tell = (userId: string, body: object) =>
  request(community.app).put(`/internal/people/${userId}/profile`).set(community.credential).send(body);
const authors = async () =>
  (await list(community, 'open-sea')).body.comments.map(
    (c: { user: { name: string; slug: string | null; avatar: string | null } }) => c.user,
  );

test("when identity tells of an author's new name, avatar and address, then each of their comments shows them, and no one else's", async () => {
  const res = await tell(ids.ana, {
    eventId: randomUUID(),
    name: 'Ana Lee-Park',
    slug: 'ana-paints',
    avatar: '/api/media/new-ana.png',
  });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ applied: true });
  const shown = await authors();
  expect(shown.filter((user: { name: string }) => user.name === 'Ana Lee-Park')).toEqual([
    expect.objectContaining({ slug: 'ana-paints', avatar: '/api/media/new-ana.png' }),
    expect.objectContaining({ slug: 'ana-paints', avatar: '/api/media/new-ana.png' }),
  ]);
  expect(shown).toContainEqual(expect.objectContaining({ name: 'Cleo Collins', slug: null }));
});

test('when the same event comes again after a newer one, then the second delivery changes nothing', async () => {
  const eventId = randomUUID();
  await tell(ids.cleo, { eventId, name: 'Cleo Once', slug: null, avatar: null });
  await tell(ids.cleo, { eventId: randomUUID(), name: 'Cleo Newer', slug: null, avatar: null });
  const again = await tell(ids.cleo, { eventId, name: 'Cleo Once', slug: null, avatar: null });
  expect(again.body).toEqual({ applied: false });
  expect(await authors()).toContainEqual(expect.objectContaining({ name: 'Cleo Newer' }));
});

test('when the change has no name, then 400 says what is wrong', async () => {
  const res = await tell(ids.cleo, { eventId: randomUUID(), name: ' ', slug: null, avatar: null });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: 'Name is required' });
});
