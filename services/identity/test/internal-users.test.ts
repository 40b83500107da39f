import request from 'supertest';
import { artist, signUp, startIdentity } from './helpers';

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

test('when another service reads a user by id, then only the public profile is answered, without a token', async () => {
  const { user } = await signUp(service.app, artist({ artistName: 'Kwame Mensah' }));
  const res = await request(service.app).get(`/internal/users/${user._id}`).set(service.credential);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    _id: user._id,
    slug: 'kwame-mensah',
    artistName: 'Kwame Mensah',
    firstName: 'Mara',
    lastName: 'Okafor',
    avatar: null,
    instagram: null,
    role: 'user',
  });
});

test.each([
  ['an unknown id', '00000000-0000-4000-8000-000000000000'],
  ['an id that is not a uuid', 'not-a-uuid'],
])('when the user is %s, then 404', async (_case, id) => {
  const res = await request(service.app).get(`/internal/users/${id}`).set(service.credential);
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: 'User not found' });
});

test('when commerce asks for a user contact, then the e-mail and display name answer; an unknown id is 404', async () => {
  const { user } = await signUp(service.app, artist({ artistName: 'Ada Contact', email: 'ada.contact@example.com' }));
  const res = await request(service.app).get(`/internal/users/${user._id}/contact`).set(service.credential);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ email: 'ada.contact@example.com', name: 'Ada Contact' });
  const missing = await request(service.app)
    .get('/internal/users/00000000-0000-4000-8000-000000000000/contact')
    .set(service.credential);
  expect(missing.status).toBe(404);
  expect(missing.body).toEqual({ message: 'User not found' });
  const outsider = await request(service.app).get(`/internal/users/${user._id}/contact`);
  expect(outsider.status).toBe(401);
});
