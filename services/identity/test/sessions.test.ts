import request from 'supertest';
import { AUDIENCE } from '@easel/service-kit';
import {
  bearer,
  claimsOf,
  customer,
  refreshCookieOf,
  refreshTokenOf,
  signUp,
  startIdentity,
  withRefresh,
} from './helpers';

const ENDED = { message: 'Your session has ended, please log in again' };
const THIRTY_DAYS = 30 * 24 * 3600;

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity({ GOOGLE_CLIENT_ID: 'easel-test.apps.googleusercontent.com' });
});
afterAll(() => service.stop());

const me = (token: string) => request(service.app).get('/user/me').set(bearer(token));
const refresh = (refreshToken?: string) =>
  request(service.app)
    .post('/auth/refresh')
    .set(refreshToken ? withRefresh(refreshToken) : {});
const cleared = (res: { headers: Record<string, unknown> }) =>
  /Expires=Thu, 01 Jan 1970/.test(refreshCookieOf(res) ?? '');

describe('the refresh cookie', () => {
  test('when someone logs in, then the cookie is httpOnly, SameSite=Strict, for /api/auth only, for 30 days, and not Secure on http', async () => {
    const body = customer();
    await signUp(service.app, body);
    const res = await request(service.app)
      .post('/auth/login')
      .send({ email: body.email, password: body.password })
      .expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
    const cookie = refreshCookieOf(res)!;
    expect(cookie).toMatch(/^easel_refresh=[\w-]{43}; /);
    expect(cookie.split('; ').slice(1).sort()).toEqual(
      expect.arrayContaining([
        'HttpOnly',
        'Path=/api/auth',
        'SameSite=Strict',
        `Max-Age=${THIRTY_DAYS}`,
        expect.stringMatching(/^Expires=/),
      ]),
    );
    expect(cookie).not.toMatch(/Secure/);
  });

  test('when the site is served over https, then the cookie is Secure', async () => {
    const secure = await startIdentity({ PUBLIC_URL: 'https://easel.example' });
    try {
      const { refreshToken } = await signUp(secure.app);
      const res = await request(secure.app).post('/auth/refresh').set(withRefresh(refreshToken)).expect(200);
      expect(refreshCookieOf(res)).toMatch(/; Secure/);
    } finally {
      await secure.stop();
    }
  });

  test('when someone registers, signs in with Google or changes the password, then a session starts with its cookie', async () => {
    const body = customer();
    const registered = await request(service.app).post('/auth/register').send(body).expect(201);
    expect(refreshCookieOf(registered)).toMatch(/^easel_refresh=[\w-]{43}; /);
    const google = await request(service.app)
      .post('/auth/google')
      .send({ credential: service.google.idToken({ email: 'cookie.google@example.com' }) })
      .expect(200);
    expect(refreshCookieOf(google)).toMatch(/^easel_refresh=[\w-]{43}; /);
    const changed = await request(service.app)
      .post('/auth/change-password')
      .set(bearer(registered.body.token))
      .send({ oldPassword: body.password, newPassword: 'a-fresh-secret-7' })
      .expect(200);
    expect(Object.keys(changed.body).sort()).toEqual(['message', 'token']);
    await refresh(refreshTokenOf(changed)).expect(200);
  });

  test('when a session starts, then its access token names the session and lives 15 minutes', async () => {
    const { token } = await signUp(service.app);
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ sid: expect.stringMatching(/^[0-9a-f-]{36}$/), aud: 'easel', role: 'customer' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    expect(claims).not.toHaveProperty('tv');
  });
});

describe('renewing a session', () => {
  test('when the cookie is sent, then a new token of the same session and a new cookie come back, and the old cookie is spent', async () => {
    const { token, refreshToken } = await signUp(service.app);
    const res = await refresh(refreshToken).expect(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    expect(claimsOf(res.body.token).sid).toBe(claimsOf(token).sid);
    expect(claimsOf(res.body.token).jti).not.toBe(claimsOf(token).jti);
    const next = refreshTokenOf(res);
    expect(next).not.toBe(refreshToken);
    await me(res.body.token).expect(200);
    await refresh(next).expect(200);
  });

  test('when a spent refresh token is used again, then the whole session ends: every token of it and the newer cookie', async () => {
    const { token, refreshToken } = await signUp(service.app);
    const renewed = await refresh(refreshToken).expect(200);
    const stolenReplay = await refresh(refreshToken).expect(401, ENDED);
    expect(cleared(stolenReplay)).toBe(true);
    await me(token).expect(401, ENDED);
    await me(renewed.body.token).expect(401, ENDED);
    await refresh(refreshTokenOf(renewed)).expect(401, ENDED);
  });

  test('when two renewals race with one refresh token, then one wins and the session ends (as reuse would)', async () => {
    const { token, refreshToken } = await signUp(service.app);
    const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
    await me(token).expect(401, ENDED);
  });

  test.each([
    ['no cookie', undefined],
    ['an unknown refresh token', 'A'.repeat(43)],
    ['a value that is not a refresh token', "' OR '1'='1"],
    ['a huge value', 'x'.repeat(4000)],
  ])('when %s is sent, then 401 says the session has ended and the cookie is cleared', async (_case, value) => {
    const res = await refresh(value).expect(401, ENDED);
    expect(cleared(res)).toBe(true);
  });

  test('when the refresh token is over 30 days old, then 401', async () => {
    const { refreshToken } = await signUp(service.app);
    await service.ctx
      .db('refresh_tokens')
      .update({ expires_at: new Date(Date.now() - 1000) })
      .whereNull('spent_at')
      .where('expires_at', '>', new Date());
    await refresh(refreshToken).expect(401, ENDED);
  });

  test('when the role changes (a customer becomes an artist), then the next renewal carries it, in the same session', async () => {
    const { token, refreshToken } = await signUp(service.app);
    const artist = await request(service.app)
      .post('/user/become-artist')
      .set(bearer(token))
      .send({ artistName: 'Renewed Role' })
      .expect(200);
    expect(claimsOf(artist.body.token)).toMatchObject({ role: 'user', sid: claimsOf(token).sid });
    const res = await refresh(refreshToken).expect(200);
    expect(claimsOf(res.body.token).role).toBe('user');
  });
});

describe('logging out', () => {
  test('when the bearer token is sent, then its session ends (token and cookie) and another session of the user stays', async () => {
    const body = customer();
    const { token, refreshToken } = await signUp(service.app, body);
    const other = await request(service.app).post('/auth/login').send({ email: body.email, password: body.password });
    const res = await request(service.app)
      .post('/auth/logout')
      .set(bearer(token))
      .expect(200, { message: 'Logged out' });
    expect(cleared(res)).toBe(true);
    await me(token).expect(401, ENDED);
    await refresh(refreshToken).expect(401, ENDED);
    await me(other.body.token).expect(200);
  });

  test('when the bearer token has expired, then its session still ends', async () => {
    const { token, refreshToken, user } = await signUp(service.app);
    const expired = await service.signer.sign(
      { sub: user._id, role: 'customer', sid: String(claimsOf(token).sid) },
      AUDIENCE.user,
      '-1m',
    );
    await request(service.app).post('/auth/logout').set(bearer(expired)).expect(200, { message: 'Logged out' });
    await me(token).expect(401, ENDED);
    await refresh(refreshToken).expect(401, ENDED);
  });

  test('when only the cookie is sent, then the session it belongs to ends', async () => {
    const { token, refreshToken } = await signUp(service.app);
    const res = await request(service.app)
      .post('/auth/logout')
      .set(withRefresh(refreshToken))
      .expect(200, { message: 'Logged out' });
    expect(cleared(res)).toBe(true);
    await me(token).expect(401, ENDED);
  });

  test('when the bearer token is forged and no cookie comes, then the answer is the same and nothing ends', async () => {
    const { token } = await signUp(service.app);
    const [head, body] = token.split('.');
    await request(service.app)
      .post('/auth/logout')
      .set(bearer(`${head}.${body}.forged`))
      .expect(200, { message: 'Logged out' });
    await me(token).expect(200);
  });

  test('when the session has ended already, then logging out again is fine', async () => {
    const { token } = await signUp(service.app);
    await request(service.app).post('/auth/logout').set(bearer(token)).expect(200);
    await request(service.app).post('/auth/logout').set(bearer(token)).expect(200, { message: 'Logged out' });
  });
});
