import request from 'supertest';
import { AUDIENCE, createTokenSigner } from '@easel/service-kit';
import { testKeyPair } from '@easel/service-kit/testing';
import { b64, bearer, claimsOf, eddsa, hs256, signUp, startIdentity } from './helpers';

let service: Awaited<ReturnType<typeof startIdentity>>;
let claims: { sub: string; role: string; sid: string };
beforeAll(async () => {
  service = await startIdentity();
  const { user, token } = await signUp(service.app);
  claims = { sub: user._id, role: 'customer', sid: String(claimsOf(token).sid) };
});
afterAll(() => service.stop());

const payload = () => ({
  ...claims,
  iss: 'easel',
  aud: AUDIENCE.user,
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 3600,
});

const tampered: Array<[string, () => Promise<string>]> = [
  ['alg none', async () => `${b64(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64(JSON.stringify(payload()))}.`],
  [
    'HS256 signed with the public key as secret',
    async () => hs256({ alg: 'HS256', typ: 'JWT' }, payload(), service.keys.publicKey),
  ],
  [
    'signed with another Ed25519 key',
    async () => (await createTokenSigner(testKeyPair().privateKey)).sign(claims, AUDIENCE.user),
  ],
  ['expired', async () => service.signer.sign(claims, AUDIENCE.user, '1h ago')],
  ['for the admin audience', async () => service.signer.sign({ ...claims, role: 'admin' }, AUDIENCE.admin)],
  [
    'with a changed payload',
    async () => {
      const [head, , signature] = (await service.signer.sign(claims, AUDIENCE.user)).split('.');
      return `${head}.${b64(JSON.stringify({ ...payload(), role: 'admin' }))}.${signature}`;
    },
  ],
  ['garbage', async () => 'not.a.token'],
  // Well signed, but of the 7-day model before sessions: a token version and no session id.
  [
    'without a session id (tv only)',
    async () => eddsa({ ...payload(), sid: undefined, tv: 0 }, service.keys.privateKey),
  ],
  ['with an empty session id', async () => eddsa({ ...payload(), sid: '' }, service.keys.privateKey)],
];

test('when the genuine token is sent, then me answers (the control case)', async () => {
  const res = await request(service.app)
    .get('/user/me')
    .set(bearer(await service.signer.sign(claims, AUDIENCE.user)));
  expect(res.status).toBe(200);
});

test.each(tampered)('when a token is %s, then me is 401 with a message', async (_case, make) => {
  const res = await request(service.app)
    .get('/user/me')
    .set(bearer(await make()));
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ message: 'Your session is not valid, please log in again' });
});

test('when the authorization header is not a bearer, then 401', async () => {
  const res = await request(service.app).get('/user/me').set('Authorization', 'Basic dXNlcjpwYXNz');
  expect(res.status).toBe(401);
  expect(res.body.message).toBe('Your session is not valid, please log in again');
});

test('when a validly signed token names a session identity never started, then 401 says the session has ended', async () => {
  const token = await service.signer.sign({ sub: '00000000-0000-4000-8000-000000000000', role: 'user' }, AUDIENCE.user);
  const res = await request(service.app).get('/user/me').set(bearer(token));
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ message: 'Your session has ended, please log in again' });
});
