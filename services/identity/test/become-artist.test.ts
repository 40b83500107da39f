import request from 'supertest';
import { artist, bearer, customer, signUp, startIdentity } from './helpers';

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

const becomeArtist = (token: string, body: unknown) =>
  request(service.app)
    .post('/user/become-artist')
    .set(bearer(token))
    .send(body as object);
const roleIn = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).role;

test('when a customer becomes an artist, then a fresh token with role user and the user with a slug answer', async () => {
  const { token } = await signUp(service.app, customer());
  const res = await becomeArtist(token, { artistName: '  Lucía Herrera ' });
  expect(res.status).toBe(200);
  expect(res.body.user).toMatchObject({ role: 'user', artistName: 'Lucía Herrera', slug: 'lucia-herrera' });
  expect(res.body.token).not.toBe(token);
  expect(roleIn(res.body.token)).toBe('user');
  const me = await request(service.app).get('/user/me').set(bearer(res.body.token)).expect(200);
  expect(me.body).toMatchObject({ role: 'user', slug: 'lucia-herrera' });
});

test("when the artist name was another artist's, then the next free slug is given", async () => {
  const first = await signUp(service.app, artist({ artistName: 'Theo Marchetti' }));
  await request(service.app)
    .put('/user/profile')
    .set(bearer(first.token))
    .send({ artistName: 'Theo M Studio' })
    .expect(200);
  const { token } = await signUp(service.app, customer());
  const res = await becomeArtist(token, { artistName: 'Theo Marchetti' });
  expect(res.body.user.slug).toBe('theo-marchetti-2');
});

test('when the old customer token is used afterwards, then it still signs in, with its old role', async () => {
  const { token } = await signUp(service.app, customer());
  await becomeArtist(token, { artistName: 'Old Token' }).expect(200);
  const me = await request(service.app).get('/user/me').set(bearer(token)).expect(200);
  expect(me.body.role).toBe('user');
  expect(roleIn(token)).toBe('customer');
});

test('when an artist asks again, then 409 says they already are one', async () => {
  const { token } = await signUp(service.app, artist({ artistName: 'Already Here' }));
  const res = await becomeArtist(token, { artistName: 'Someone Else' });
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ message: 'You are already an artist' });
});

test.each([
  ['no artist name', {}, 'Please enter your artist name'],
  ['a blank artist name', { artistName: '   ' }, 'Please enter your artist name'],
  ['a too long artist name', { artistName: 'x'.repeat(61) }, 'Artist name must be at most 60 characters'],
])('when the request has %s, then 400 says why and the role stays', async (_case, body, message) => {
  const { token } = await signUp(service.app, customer());
  const res = await becomeArtist(token, body);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message });
  expect((await request(service.app).get('/user/me').set(bearer(token))).body.role).toBe('customer');
});

test('when nobody is signed in, then 401', async () => {
  const res = await request(service.app).post('/user/become-artist').send({ artistName: 'Ghost' });
  expect(res.status).toBe(401);
});
