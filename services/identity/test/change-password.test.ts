import request from 'supertest';
import { bearer, customer, signUp, startIdentity } from './helpers';

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity({ GOOGLE_CLIENT_ID: 'easel-test.apps.googleusercontent.com' });
});
afterAll(() => service.stop());

const change = (token: string, body: object) =>
  request(service.app).post('/auth/change-password').set(bearer(token)).send(body);

test('when the current password is right, then it changes, a fresh token is answered and earlier tokens are refused', async () => {
  const body = customer();
  const { token } = await signUp(service.app, body);
  const res = await change(token, { oldPassword: body.password, newPassword: 'another-secret-2' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ message: 'Password changed', token: expect.any(String) });

  expect((await request(service.app).get('/user/me').set(bearer(token))).status).toBe(401);
  expect((await request(service.app).get('/user/me').set(bearer(res.body.token))).status).toBe(200);
  expect(
    (await request(service.app).post('/auth/login').send({ email: body.email, password: 'another-secret-2' })).status,
  ).toBe(200);
});

test('when the current password is wrong, then 400 says so and nothing changes', async () => {
  const body = customer();
  const { token } = await signUp(service.app, body);
  const res = await change(token, { oldPassword: 'not-my-password', newPassword: 'another-secret-2' });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: 'Current password is wrong' });
  expect((await request(service.app).get('/user/me').set(bearer(token))).status).toBe(200);
});

test('when the account was made by Google sign-in, then 403 says password change is not available', async () => {
  const login = await request(service.app)
    .post('/auth/google')
    .send({ credential: service.google.idToken({ email: 'only.google@example.com' }) });
  expect(login.status).toBe(200);
  const res = await change(login.body.token, { oldPassword: 'anything-at-all', newPassword: 'another-secret-2' });
  expect(res.status).toBe(403);
  expect(res.body).toEqual({ message: 'Password change is not available for Google accounts' });
});

test.each([
  [{ newPassword: 'another-secret-2' }, 'Please enter your current password'],
  [{ oldPassword: 'x' }, 'Please enter a password'],
  [{ oldPassword: 'x', newPassword: 'short' }, 'Password must be at least 8 characters'],
])('when the form is incomplete (%j), then 400 says what is missing', async (body, message) => {
  const { token } = await signUp(service.app);
  const res = await change(token, body);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message });
});

test('when nobody is signed in, then 401', async () => {
  const res = await request(service.app)
    .post('/auth/change-password')
    .send({ oldPassword: 'a', newPassword: 'bbbbbbbb' });
  expect(res.status).toBe(401);
});
