import {
  claimsOf,
  hs256WithPublicKey,
  nowSeconds,
  signedByPlatform,
  signedWithOwnKey,
  tampered,
  unsignedToken,
  type Claims,
} from './forged-tokens';
import { allOf, holds, jsonAnswer } from './harmless';
import { send, type Answer, type Call, type HostileInput } from './hostile-input';
import {
  changePassword,
  freshSession,
  logOut,
  NEW_PASSWORD,
  refreshCookieIn,
  refreshWith,
  resetLinkId,
  SESSION_ENDED,
  SESSION_INVALID,
  untilRefused,
} from './sessions';
import { PASSWORD, registerAccount, type World } from './world';

// Forged, expired, misdirected and ended tokens, spent refresh tokens, and guessing passwords on one account.

const row = (what: string, request: HostileInput['request'], expect: HostileInput['expect']): HostileInput => ({
  category: 'authentication',
  what,
  request,
  expect,
});
const sent = (what: string, send: HostileInput['send'], expect: HostileInput['expect']): HostileInput => ({
  category: 'authentication',
  what,
  send,
  expect,
});

// One signed-in call per service that reads the caller: identity's account, catalog's publishing, admin's area.
const me: Call = { path: '/api/user/me' };
const publishing: Call = { path: '/api/artwork/new', json: {} };
const adminArea: Call = { path: '/api/admin/me' };

const userClaims = (w: World): Claims => claimsOf(w.accounts.artist.token);
const withToken = (call: Call, token: string): Call => ({ ...call, as: { token } });
const invalid = { status: 401, message: SESSION_INVALID } as const;
const ended = { status: 401, message: SESSION_ENDED } as const;

const forged = (what: string, call: Call, token: (w: World) => string, expect: HostileInput['expect'] = invalid) =>
  row(what, (w) => withToken(call, token(w)), expect);

/** After `end` (logout, password change, reset), the session's old token on `call`, polled for up to 5 s. */
const endedSession = (what: string, end: 'logout' | 'password change' | 'reset', call: Call) =>
  sent(
    `the old token on ${what} after a ${end}`,
    async (w) => {
      const session = await freshSession(w, 'revoked');
      if (end === 'logout') await logOut(session);
      if (end === 'password change') await changePassword(session);
      if (end === 'reset')
        await w.api.post(`/api/auth/reset-password/${await resetLinkId(w, session.account.email)}`, {
          data: { password: NEW_PASSWORD },
        });
      return (await untilRefused(w, withToken(call, session.account.token))).answer;
    },
    ended,
  );

/** Wrong passwords for one fresh account until it is throttled (429) or 30 tries pass. */
const guessed = (where: 'gateway' | 'identity') => async (w: World) => {
  const account = await registerAccount(await w.newApi(), 'customer', 'throttled');
  let answer: Answer | undefined;
  for (let attempt = 1; attempt <= 30 && answer?.status !== 429; attempt += 1) {
    answer = await send(w, {
      to: where,
      path: where === 'gateway' ? '/api/auth/login' : '/auth/login',
      json: { email: account.email, password: `guess-${attempt}-x` },
    });
  }
  return answer as Answer;
};

/** Login, then a refresh (the login's refresh token is spent), then the spent one again: the whole session ends. */
async function spentRefresh(w: World) {
  const session = await freshSession(w, 'refresh');
  const renewed = await refreshWith(w, session.refresh);
  return { session, renewed, reused: await refreshWith(w, session.refresh) };
}

export const authenticationInputs: HostileInput[] = [
  forged('alg none on identity', me, (w) => unsignedToken(userClaims(w))),
  forged('alg none on catalog', publishing, (w) => unsignedToken(userClaims(w))),
  forged('alg none as an admin', adminArea, (w) =>
    unsignedToken({ ...userClaims(w), aud: 'easel-admin', role: 'admin' }),
  ),
  forged('HS256 signed with the public key on identity', me, (w) => hs256WithPublicKey(userClaims(w))),
  forged('HS256 signed with the public key on catalog', publishing, (w) => hs256WithPublicKey(userClaims(w))),
  forged('HS256 signed with the public key as an admin', adminArea, (w) =>
    hs256WithPublicKey({ ...userClaims(w), aud: 'easel-admin', role: 'admin' }),
  ),
  forged('an expired token on identity', me, (w) =>
    signedByPlatform({ ...userClaims(w), iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }),
  ),
  forged('an expired token on catalog', publishing, (w) =>
    signedByPlatform({ ...userClaims(w), iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }),
  ),
  forged('a token of another issuer', me, (w) => signedByPlatform({ ...userClaims(w), iss: 'https://evil.example' })),
  forged('a token without an expiry', me, (w) =>
    signedByPlatform(Object.fromEntries(Object.entries(userClaims(w)).filter(([key]) => key !== 'exp'))),
  ),
  forged('a token not valid before next year', me, (w) =>
    signedByPlatform({ ...userClaims(w), nbf: nowSeconds() + 365 * 86400 }),
  ),
  forged('a token signed with a key of its own, offered in the header', me, (w) => signedWithOwnKey(userClaims(w))),
  forged('a user token on the admin area', adminArea, (w) => w.accounts.artist.token, { status: 401 }),
  forged('an admin token on identity', me, (w) => w.accounts.admin.token),
  forged('an admin token on catalog publishing', publishing, (w) => w.accounts.admin.token),
  forged('a tampered payload: another user as sub', me, (w) =>
    tampered(w.accounts.artist.token, { sub: w.accounts.other.user._id }),
  ),
  forged('a tampered payload: a customer made an artist', publishing, (w) =>
    tampered(w.accounts.customer.token, { role: 'user' }),
  ),
  forged(
    'a tampered payload: a user made an admin',
    adminArea,
    (w) => tampered(w.accounts.artist.token, { role: 'admin', aud: 'easel-admin' }),
    {
      status: 401,
    },
  ),
  forged('a garbage bearer token', me, () => 'not-a-token'),
  forged('three dots as a token', me, () => '...'),
  forged('an 8 KB token', me, () => `eyJ${'A'.repeat(8000)}`),
  row(
    'Basic credentials instead of a bearer token',
    { ...me, headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } },
    invalid,
  ),
  row(
    'the token in the query string instead of the header',
    (w) => ({ path: `/api/user/me?token=${w.accounts.artist.token}` }),
    { status: 401 },
  ),

  endedSession('identity', 'logout', me),
  endedSession('catalog', 'logout', publishing),
  endedSession('identity', 'password change', me),
  endedSession('catalog', 'password change', publishing),
  endedSession('identity', 'reset', me),
  endedSession('catalog uploads', 'reset', {
    path: '/api/media',
    multipart: { file: { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('x') } },
  }),

  sent('a spent refresh token used again', async (w) => (await spentRefresh(w)).reused, ended),
  sent(
    'the newest refresh token after its spent parent was reused (the family has ended)',
    async (w) => {
      const { renewed } = await spentRefresh(w);
      return refreshWith(w, refreshCookieIn(renewed.headers['set-cookie']));
    },
    ended,
  ),
  sent(
    'the access token of a session ended by refresh reuse',
    async (w) => {
      const { session } = await spentRefresh(w);
      return (await untilRefused(w, withToken(me, session.account.token))).answer;
    },
    ended,
  ),
  sent('a refresh without a cookie', (w) => refreshWith(w, undefined), ended),
  sent('a refresh with a made-up cookie', (w) => refreshWith(w, 'made-up-refresh-token'), ended),
  sent(
    "login's refresh cookie is httpOnly, SameSite=Strict, for /api/auth only",
    async (w) => {
      const { setCookie } = await freshSession(w, 'cookie');
      return {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' },
        text: JSON.stringify({ setCookie }),
      };
    },
    {
      harmless: (answer) => {
        const cookie =
          (JSON.parse(answer.text) as { setCookie: string }).setCookie
            .split('\n')
            .find((line) => line.startsWith('easel_refresh=')) ?? '';
        const missing = [/;\s*HttpOnly/i, /;\s*SameSite=Strict/i, /;\s*Path=\/api\/auth(;|$)/i].filter(
          (flag) => !flag.test(cookie),
        );
        return missing.length ? `the refresh cookie "${cookie || 'not set'}" lacks ${missing.join(', ')}` : undefined;
      },
    },
  ),
  sent(
    'an access token lives 15 minutes and names its session',
    async (w) => {
      const { account } = await freshSession(w, 'lifetime');
      return {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' },
        text: JSON.stringify(claimsOf(account.token)),
      };
    },
    {
      harmless: (answer) => {
        const claims = JSON.parse(answer.text) as { exp: number; iat: number; sid?: string };
        if (claims.exp - claims.iat > 15 * 60)
          return `the token lives ${Math.round((claims.exp - claims.iat) / 60)} minutes`;
        return claims.sid ? undefined : 'the token names no session (sid)';
      },
    },
  ),
  row(
    'logout without any token',
    { path: '/api/auth/logout', method: 'POST' },
    { status: 200, harmless: allOf(holds('message', 'Logged out'), jsonAnswer) },
  ),
  row(
    'a password change with a wrong current password',
    {
      path: '/api/auth/change-password',
      as: 'customer',
      json: { oldPassword: 'not-it-at-all', newPassword: 'whatever-new-9' },
    },
    {
      status: 400,
      message: 'Current password is wrong',
    },
  ),
  row(
    'a reset with a made-up link',
    {
      path: '/api/auth/reset-password/00000000-0000-4000-8000-000000000000',
      json: { password: 'a-brand-new-secret-4' },
    },
    {},
  ),
  sent(
    'a reset link used twice',
    async (w) => {
      const account = await registerAccount(await w.newApi(), 'customer', 'reset-twice');
      const id = await resetLinkId(w, account.email);
      await w.api.post(`/api/auth/reset-password/${id}`, { data: { password: NEW_PASSWORD } });
      return send(w, { path: `/api/auth/reset-password/${id}`, json: { password: `${PASSWORD}-again` } });
    },
    {},
  ),
  sent('30 wrong passwords for one account on the gateway', guessed('gateway'), { status: 429 }),
  sent("30 wrong passwords for one account on identity's own port", guessed('identity'), { status: 429 }),
];
