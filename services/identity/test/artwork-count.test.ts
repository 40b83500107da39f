import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { artist, bearer, signUp, startIdentity } from './helpers';

const WHOLE_COUNT = 'Count must be a whole number of 0 or more';

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

const setCount = (id: string, body: object) =>
  request(service.app)
    .put(`/internal/users/${id}/artwork-count`)
    .set(service.credential)
    .send({ eventId: randomUUID(), ...body });
const countOf = async (token: string) => (await request(service.app).get('/user/me').set(bearer(token))).body.count;

test('when catalog tells an artist’s artwork count, then it replaces the count the user is answered with', async () => {
  const { token, user } = await signUp(service.app, artist());
  expect(await countOf(token)).toBe(0);
  const res = await setCount(user._id, { count: 4 });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ _id: user._id, count: 4 });
  expect(await countOf(token)).toBe(4);
  await setCount(user._id, { count: 3 }).expect(200);
  expect(await countOf(token)).toBe(3);
});

test('when catalog delivers the same event again, then the second delivery has no effect and the current count is answered', async () => {
  const { token, user } = await signUp(service.app, artist());
  const first = randomUUID();
  await setCount(user._id, { count: 4, eventId: first }).expect(200);
  await setCount(user._id, { count: 3 }).expect(200);

  const again = await setCount(user._id, { count: 9, eventId: first });

  expect(again.status).toBe(200);
  expect(again.body).toEqual({ _id: user._id, count: 3 });
  expect(await countOf(token)).toBe(3);
});

test.each([
  ['a negative count', { count: -1 }, WHOLE_COUNT],
  ['a fraction', { count: 2.5 }, WHOLE_COUNT],
  ['a string', { count: '4' }, WHOLE_COUNT],
  ['no count', { count: undefined }, WHOLE_COUNT],
  ['no event id', { count: 1, eventId: undefined }, 'Event id must be a uuid'],
  ['an event id that is not a uuid', { count: 1, eventId: 'event-1' }, 'Event id must be a uuid'],
])('when the call has %s, then 400 says why and the count stays', async (_case, body, message) => {
  const { token, user } = await signUp(service.app, artist());
  await setCount(user._id, { count: 2 }).expect(200);
  const res = await setCount(user._id, body);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message });
  expect(await countOf(token)).toBe(2);
});

test.each([
  ['an unknown id', '00000000-0000-4000-8000-000000000000'],
  ['an id that is not a uuid', 'not-a-uuid'],
])('when the user is %s, then 404', async (_case, id) => {
  const res = await setCount(id, { count: 1 });
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: 'User not found' });
});
