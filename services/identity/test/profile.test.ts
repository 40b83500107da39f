import request from 'supertest';
import { artist, bearer, signUp, startIdentity } from './helpers';

let service: Awaited<ReturnType<typeof startIdentity>>;
let token: string;
beforeAll(async () => {
  service = await startIdentity();
  ({ token } = await signUp(service.app, artist({ artistName: 'Noor Haddad' })));
});
afterAll(() => service.stop());

const update = (body: unknown, auth = token) =>
  request(service.app)
    .put('/user/profile')
    .set(bearer(auth))
    .send(body as object);

test('when an artist updates the profile, then the updated user is answered and the slug stays', async () => {
  const res = await update({
    firstName: 'Noor',
    lastName: 'Haddad-Ali',
    artistName: 'Noor H.',
    instagram: '@noor.h',
    avatar: 'https://cdn.example.com/noor.png',
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    firstName: 'Noor',
    lastName: 'Haddad-Ali',
    artistName: 'Noor H.',
    instagram: '@noor.h',
    avatar: 'https://cdn.example.com/noor.png',
    slug: 'noor-haddad',
  });
  expect((await request(service.app).get('/user/me').set(bearer(token))).body).toEqual(res.body);
});

test('when only some fields are sent, then the others stay as they were', async () => {
  const res = await update({ lastName: 'Haddad' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ firstName: 'Noor', lastName: 'Haddad', instagram: '@noor.h' });
});

test('when instagram and avatar are sent empty, then they are cleared', async () => {
  const res = await update({ instagram: '', avatar: '' });
  expect(res.body).toMatchObject({ instagram: null, avatar: null });
});

test.each([
  ['a bad instagram', { instagram: 'not a handle!' }, 'Instagram must be a handle like @name or an instagram.com link'],
  [
    'an instagram link to another site',
    { instagram: 'https://evil.example.com/x' },
    'Instagram must be a handle like @name or an instagram.com link',
  ],
  ['an avatar that is not a link', { avatar: 'javascript-ish' }, 'Avatar must be a link to an image'],
  ['a javascript: avatar', { avatar: 'javascript:alert(1)' }, 'Avatar must be a link to an image'],
  ['a data: avatar', { avatar: 'data:text/html,<script>alert(1)</script>' }, 'Avatar must be a link to an image'],
  ['a blank first name', { firstName: '  ' }, 'Please enter your first name'],
  ['a too long artist name', { artistName: 'x'.repeat(61) }, 'Artist name must be at most 60 characters'],
])('when the profile has %s, then 400 says what is wrong', async (_case, body, message) => {
  const res = await update(body);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message });
});

test('when fields outside the profile are sent, then they change nothing', async () => {
  const res = await update({ role: 'admin', email: 'other@example.com', google: true, count: 500 });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ role: 'user', slug: 'noor-haddad', google: false, count: 0 });
  expect(res.body.email).not.toBe('other@example.com');
});

test('when nobody is signed in, then the profile update is 401', async () => {
  const res = await request(service.app).put('/user/profile').send({ firstName: 'X' });
  expect(res.status).toBe(401);
});
