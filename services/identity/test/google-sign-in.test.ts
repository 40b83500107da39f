import { generateKeyPairSync } from 'node:crypto';
import request from 'supertest';
import { startTestService } from '@easel/service-kit/testing';
import { createIdentityService } from '../src/service';
import { customer, fakeGoogle, GOOGLE_CLIENT_ID, signUp, startIdentity } from './helpers';

const FAILED = { message: 'Google sign-in failed, please try again' };
let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity({ GOOGLE_CLIENT_ID });
});
afterAll(() => service.stop());

const signIn = (credential: string) => request(service.app).post('/auth/google').send({ credential });

test('when a new e-mail signs in with Google, then a customer with google=true is made and a token answered', async () => {
  const res = await signIn(
    service.google.idToken({
      email: 'New.Google@Example.com',
      given_name: 'Gwen',
      family_name: 'Gale',
      picture: 'https://lh3.example.com/gwen.png',
    }),
  );
  expect(res.status).toBe(200);
  expect(res.body.token).toEqual(expect.any(String));
  expect(res.body.user).toMatchObject({
    email: 'new.google@example.com',
    role: 'customer',
    google: true,
    firstName: 'Gwen',
    lastName: 'Gale',
    avatar: 'https://lh3.example.com/gwen.png',
  });
  const again = await signIn(service.google.idToken({ email: 'new.google@example.com' }));
  expect(again.body.user._id).toBe(res.body.user._id);
});

test('when an existing account signs in with Google, then it is linked (google=true) and keeps its password', async () => {
  const body = customer();
  const { user } = await signUp(service.app, body);
  const res = await signIn(service.google.idToken({ email: body.email }));
  expect(res.status).toBe(200);
  expect(res.body.user).toMatchObject({ _id: user._id, google: true, role: 'customer' });
  expect(
    (await request(service.app).post('/auth/login').send({ email: body.email, password: body.password })).status,
  ).toBe(200);
});

test.each([
  ['for another audience', () => service.google.idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
  [
    'expired',
    () =>
      service.google.idToken({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
  ],
  [
    'signed with another key',
    () =>
      service.google.idToken(
        {},
        generateKeyPairSync('rsa', {
          modulusLength: 2048,
          privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
          publicKeyEncoding: { type: 'spki', format: 'pem' },
        }).privateKey,
      ),
  ],
  ['from another issuer', () => service.google.idToken({ iss: 'https://evil.example.com' })],
  ['not a token at all', () => 'abc.def'],
  ['alg none', () => `${service.google.idToken().split('.').slice(0, 2).join('.')}.`],
])('when the Google token is %s, then 401 with a message', async (_case, make) => {
  const res = await signIn(make());
  expect(res.status).toBe(401);
  expect(res.body).toEqual(FAILED);
});

test('when the Google e-mail is not verified, then 401 and no account is opened', async () => {
  const res = await signIn(service.google.idToken({ email: 'unverified@example.com', email_verified: false }));
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ message: 'Your Google e-mail address is not verified' });
});

test('when the credential is missing, then 400 says so', async () => {
  const res = await request(service.app).post('/auth/google').send({});
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: 'Google credential is missing' });
});

test('when Google keys cannot be fetched, then 503 instead of a misleading 401', async () => {
  const unreachable = await startTestService(
    createIdentityService({ googleCerts: () => Promise.reject(new Error('network down')) }),
    {
      GOOGLE_CLIENT_ID,
    },
  );
  const res = await request(unreachable.app).post('/auth/google').send({ credential: fakeGoogle().idToken() });
  await unreachable.stop();
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ message: 'Google sign-in is unavailable, please try again shortly' });
});

test('when GOOGLE_CLIENT_ID is not set, then 503 says Google sign-in is not configured', async () => {
  const unconfigured = await startIdentity();
  const res = await request(unconfigured.app).post('/auth/google').send({ credential: unconfigured.google.idToken() });
  await unconfigured.stop();
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ message: 'Google sign-in is not configured' });
});
