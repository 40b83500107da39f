/** @jest-environment node */
import { answerWith } from './page-stand-ins';
import { createApi } from '@reduxjs/toolkit/query';
import { toast } from 'react-toastify';
import { createEaselStore } from '../src/create-store';
import { adminBaseQuery, easelBaseQuery } from '../src/api/base-query';
import { toggleBookmark } from '../src/session/bookmark-thunks';
import { freshToken } from '../src/session/fresh-token';
import { expiresSoon } from '../src/session/token-expiry';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

/** react-toastify is imported with the first toast: its call comes a few microtasks after the failure. */
const toastsShown = () => new Promise((resolve) => setTimeout(resolve, 0));

const ENDED = 'Your session has ended, please log in again';
const NOT_VALID = 'Your session is not valid, please log in again';
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A token as identity signs it, as far as the browser reads it: only the payload's `exp` matters here. */
const jwt = (name: string, expiresInSeconds: number) =>
  [
    'eyJhbGciOiJFZERTQSJ9',
    Buffer.from(JSON.stringify({ sub: name, exp: nowSeconds() + expiresInSeconds })).toString('base64url'),
    'sig',
  ].join('.');
const EXPIRED = jwt('old', -5);
const RENEWED = jwt('new', 900);

const testApi = createApi({
  reducerPath: 'testApi',
  baseQuery: easelBaseQuery,
  endpoints: (build) => ({
    art: build.query<unknown, string>({ query: (slug) => `/artwork/get/${slug}` }),
    me: build.query<unknown, void>({ query: () => '/user/me' }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      extraOptions: { renew: false },
    }),
  }),
});
const adminApi = createApi({
  reducerPath: 'adminTestApi',
  baseQuery: adminBaseQuery,
  endpoints: (build) => ({ audit: build.query<unknown, void>({ query: () => '/admin/audit' }) }),
});

function pageStore() {
  const store = createEaselStore({ redirect: jest.fn() });
  store.injectApi(testApi);
  store.injectApi(adminApi);
  return store;
}
function signedIn(token: string) {
  localStorage.setItem('token', token);
  localStorage.setItem(
    'user',
    JSON.stringify({ _id: 'u1', email: 'c@easel.example', bookmarks: [], artistbookmarks: [] }),
  );
  return pageStore();
}
type Store = ReturnType<typeof pageStore>;
const art = (store: Store, slug = 'blue-sky') =>
  store.dispatch(testApi.endpoints.art.initiate(slug, { forceRefetch: true }));
const me = (store: Store) => store.dispatch(testApi.endpoints.me.initiate(undefined, { forceRefetch: true }));

const renewsTo = (token: string) => ({ status: 200, body: { token } });
const ended = { status: 401, body: { message: ENDED } };
/** A service that accepts only `valid` and answers visitors as the spec's public calls do. */
const serviceAccepting =
  (valid: string, visitor: { status: number; body: unknown } = { status: 200, body: { art: 'public' } }) =>
  (token: string | null) =>
    token === null
      ? visitor
      : token === valid
        ? { status: 200, body: { art: 'signed-in' } }
        : { status: 401, body: { message: NOT_VALID } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  (toast.error as jest.Mock).mockReset();
});

describe('renewing before a call', () => {
  it('when the stored token has expired, then it is renewed with the cookie first and the call carries the new one', async () => {
    const sent = answerWith({
      'POST /api/auth/refresh': renewsTo(RENEWED),
      'GET /api/artwork/get/blue-sky': serviceAccepting(RENEWED),
    });
    const store = signedIn(EXPIRED);
    const { data } = await art(store);
    expect(sent.map(({ route }) => route)).toEqual(['POST /api/auth/refresh', 'GET /api/artwork/get/blue-sky']);
    // keepalive: a navigation does not cancel the renewal, so its rotated cookie is never lost.
    expect(sent[0]).toMatchObject({ authorization: null, credentials: 'include', keepalive: true });
    expect(sent[1]?.authorization).toBe(`Bearer ${RENEWED}`);
    expect(data).toEqual({ art: 'signed-in' });
    expect(localStorage.getItem('token')).toBe(RENEWED);
    expect(store.getState().session.token).toBe(RENEWED);
    await toastsShown();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('when the token expires within the minute, then it is renewed; with ten minutes left, it is sent as it is', async () => {
    const soon = jwt('soon', 30);
    const later = jwt('later', 600);
    const sent = answerWith({
      'POST /api/auth/refresh': renewsTo(RENEWED),
      'GET /api/artwork/get/blue-sky': { status: 200, body: {} },
    });
    await art(signedIn(soon));
    expect(sent.map(({ route }) => route)).toEqual(['POST /api/auth/refresh', 'GET /api/artwork/get/blue-sky']);
    sent.length = 0;
    await art(signedIn(later));
    expect(sent).toEqual([
      {
        route: 'GET /api/artwork/get/blue-sky',
        authorization: `Bearer ${later}`,
        credentials: 'include',
        keepalive: false,
      },
    ]);
  });

  it('when calls start together with an expired token, then they share one renewal', async () => {
    const sent = answerWith({
      'POST /api/auth/refresh': renewsTo(RENEWED),
      'GET /api/artwork/get/a': serviceAccepting(RENEWED),
      'GET /api/artwork/get/b': serviceAccepting(RENEWED),
      'GET /api/user/me': serviceAccepting(RENEWED),
    });
    const store = signedIn(EXPIRED);
    await Promise.all([art(store, 'a'), art(store, 'b'), me(store)]);
    expect(sent.filter(({ route }) => route === 'POST /api/auth/refresh')).toHaveLength(1);
    expect(
      sent.filter(({ route }) => route !== 'POST /api/auth/refresh').map(({ authorization }) => authorization),
    ).toEqual(Array(3).fill(`Bearer ${RENEWED}`));
  });

  it('when no token is stored, then nothing is renewed, even after a 401', async () => {
    const sent = answerWith({ 'GET /api/user/me': { status: 401, body: { message: 'Please log in' } } });
    await me(pageStore());
    expect(sent.map(({ route }) => route)).toEqual(['GET /api/user/me']);
    await toastsShown();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Please log in', expect.anything());
  });

  it('when a call must go with the token as it is (logout), then an expired token is not renewed', async () => {
    const sent = answerWith({ 'POST /api/auth/logout': { status: 200, body: { message: 'Logged out' } } });
    await signedIn(EXPIRED).dispatch(testApi.endpoints.logout.initiate());
    expect(sent).toEqual([
      { route: 'POST /api/auth/logout', authorization: `Bearer ${EXPIRED}`, credentials: 'include', keepalive: false },
    ]);
  });

  it('when admin calls are made, then the admin token is never renewed', async () => {
    const sent = answerWith({ 'GET /api/admin/audit': { status: 401, body: { message: NOT_VALID } } });
    const store = signedIn(jwt('user', 600));
    localStorage.setItem('admintoken', EXPIRED);
    await store.dispatch(adminApi.endpoints.audit.initiate());
    expect(sent.map(({ route }) => route)).toEqual(['GET /api/admin/audit']);
    await toastsShown();
    expect(toast.error).toHaveBeenCalledWith(NOT_VALID, expect.anything());
  });
});

describe('renewing after a 401', () => {
  it('when a call with a token gets a 401, then the token is renewed once and the call sent once more, without a toast', async () => {
    const refused = jwt('refused', 600);
    const sent = answerWith({
      'POST /api/auth/refresh': renewsTo(RENEWED),
      'GET /api/user/me': serviceAccepting(RENEWED),
    });
    const store = signedIn(refused);
    const { data } = await me(store);
    expect(sent.map(({ route, authorization }) => [route, authorization])).toEqual([
      ['GET /api/user/me', `Bearer ${refused}`],
      ['POST /api/auth/refresh', null],
      ['GET /api/user/me', `Bearer ${RENEWED}`],
    ]);
    expect(data).toEqual({ art: 'signed-in' });
    await toastsShown();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('when the call is refused again with the new token, then its message shows and nothing more is sent', async () => {
    const sent = answerWith({
      'POST /api/auth/refresh': renewsTo(RENEWED),
      'GET /api/user/me': serviceAccepting('none'),
    });
    await me(signedIn(jwt('refused', 600)));
    expect(sent.map(({ route }) => route)).toEqual(['GET /api/user/me', 'POST /api/auth/refresh', 'GET /api/user/me']);
    await toastsShown();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(NOT_VALID, expect.anything());
  });

  it('when calls are refused together, then they share one renewal and each is sent once more', async () => {
    const sent = answerWith({
      'POST /api/auth/refresh': renewsTo(RENEWED),
      'GET /api/artwork/get/a': serviceAccepting(RENEWED),
      'GET /api/user/me': serviceAccepting(RENEWED),
    });
    const store = signedIn(jwt('refused', 600));
    const answers = await Promise.all([art(store, 'a'), me(store)]);
    expect(sent.filter(({ route }) => route === 'POST /api/auth/refresh')).toHaveLength(1);
    expect(answers.map(({ data }) => data)).toEqual([{ art: 'signed-in' }, { art: 'signed-in' }]);
  });

  it('when the renewal gets no answer (503), then the session is kept and the first answer stands', async () => {
    const refused = jwt('refused', 600);
    answerWith({
      'POST /api/auth/refresh': { status: 503, body: { message: 'Service unavailable' } },
      'GET /api/user/me': serviceAccepting('none'),
    });
    const store = signedIn(refused);
    await me(store);
    expect(localStorage.getItem('token')).toBe(refused);
    expect(store.getState().session.user).not.toBeNull();
    await toastsShown();
    expect(toast.error).toHaveBeenCalledWith(NOT_VALID, expect.anything());
  });
});

describe('when the session has ended', () => {
  it('when the renewal is refused, then token and user are removed, the visitor told once, and the call sent without a token', async () => {
    const sent = answerWith({
      'POST /api/auth/refresh': ended,
      'GET /api/artwork/get/blue-sky': serviceAccepting(RENEWED),
    });
    const store = signedIn(EXPIRED);
    const { data } = await art(store);
    expect(sent.map(({ route, authorization }) => [route, authorization])).toEqual([
      ['POST /api/auth/refresh', null],
      ['GET /api/artwork/get/blue-sky', null],
    ]);
    expect(data).toEqual({ art: 'public' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().session).toEqual({ token: null, user: null, bookmarks: [], artistbookmarks: [] });
    await toastsShown();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(ENDED, expect.objectContaining({ autoClose: 3000 }));
  });

  it('when a refused call needs the session, then only the session-ended toast shows, not the second refusal', async () => {
    const sent = answerWith({
      'POST /api/auth/refresh': ended,
      'GET /api/user/me': serviceAccepting(RENEWED, { status: 401, body: { message: 'Please log in' } }),
    });
    const store = signedIn(jwt('ended', 600));
    const { error } = await me(store);
    expect(sent.map(({ route, authorization }) => [route, Boolean(authorization)])).toEqual([
      ['GET /api/user/me', true],
      ['POST /api/auth/refresh', false],
      ['GET /api/user/me', false],
    ]);
    expect(error).toMatchObject({ status: 401 });
    await toastsShown();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(ENDED, expect.anything());
    expect(store.getState().session.token).toBeNull();
  });

  it('when the visitor signed out in another tab, then the next call ends this page session too, without a renewal', async () => {
    const sent = answerWith({ 'GET /api/artwork/get/blue-sky': serviceAccepting(RENEWED) });
    const store = signedIn(jwt('shared', 600));
    localStorage.removeItem('token');
    const { data } = await art(store);
    expect(sent).toEqual([
      { route: 'GET /api/artwork/get/blue-sky', authorization: null, credentials: 'include', keepalive: false },
    ]);
    expect(data).toEqual({ art: 'public' });
    expect(store.getState().session.user).toBeNull();
    await toastsShown();
    expect(toast.error).toHaveBeenCalledWith(ENDED, expect.anything());
  });

  it('when a call that needs the session finds it ended before it is sent, then only the session-ended toast shows', async () => {
    answerWith({
      'POST /api/auth/refresh': ended,
      'GET /api/user/me': serviceAccepting(RENEWED, { status: 401, body: { message: 'Please log in' } }),
    });
    await me(signedIn(EXPIRED));
    await toastsShown();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(ENDED, expect.anything());
  });
});

describe('after a navigation in the middle of a renewal', () => {
  it('when this tab sent a renewal that has not answered yet, then the new page waits for it before renewing', async () => {
    let earlierAnswered = false;
    let sentAfterEarlierAnswer: boolean | undefined;
    const sent = answerWith({
      'POST /api/auth/refresh': () => {
        sentAfterEarlierAnswer = earlierAnswered;
        return renewsTo(RENEWED);
      },
      'GET /api/artwork/get/blue-sky': serviceAccepting(RENEWED),
    });
    // The page before sent its renewal a moment ago; its answer (and the rotated cookie) arrives in 300 ms.
    sessionStorage.setItem('easel-renewal-sent', String(Date.now()));
    setTimeout(() => {
      sessionStorage.removeItem('easel-renewal-sent');
      earlierAnswered = true;
    }, 300);
    await art(signedIn(EXPIRED));
    expect(sentAfterEarlierAnswer).toBe(true);
    expect(sent.map(({ route }) => route)).toEqual(['POST /api/auth/refresh', 'GET /api/artwork/get/blue-sky']);
    expect(sessionStorage.getItem('easel-renewal-sent')).toBeNull();
  });

  it('when the mark of an earlier renewal is older than an answer can take, then the renewal goes ahead', async () => {
    const sent = answerWith({
      'POST /api/auth/refresh': renewsTo(RENEWED),
      'GET /api/artwork/get/blue-sky': serviceAccepting(RENEWED),
    });
    sessionStorage.setItem('easel-renewal-sent', String(Date.now() - 60_000));
    const { data } = await art(signedIn(EXPIRED));
    expect(data).toEqual({ art: 'signed-in' });
    expect(sent.map(({ route }) => route)).toEqual(['POST /api/auth/refresh', 'GET /api/artwork/get/blue-sky']);
  });
});

describe('across tabs', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'navigator'));

  it('when another tab renewed while this one waited for the lock, then its token is used and no second renewal is sent', async () => {
    const fromOtherTab = jwt('other-tab', 900);
    const request = jest.fn(async (_name: string, work: () => Promise<unknown>) => {
      localStorage.setItem('token', fromOtherTab); // the tab that held the lock renewed meanwhile
      return work();
    });
    Object.defineProperty(globalThis, 'navigator', { value: { locks: { request } }, configurable: true });
    const sent = answerWith({ 'GET /api/artwork/get/blue-sky': serviceAccepting(fromOtherTab) });
    const store = signedIn(EXPIRED);
    await art(store);
    expect(request).toHaveBeenCalledWith('easel-token-renewal', expect.any(Function));
    expect(sent).toEqual([
      {
        route: 'GET /api/artwork/get/blue-sky',
        authorization: `Bearer ${fromOtherTab}`,
        credentials: 'include',
        keepalive: false,
      },
    ]);
    expect(store.getState().session.token).toBe(fromOtherTab);
  });
});

describe('tokens sent directly', () => {
  it('when a signed-in bookmark is posted with an expired token, then it is renewed first', async () => {
    const sent = answerWith({
      'POST /api/auth/refresh': renewsTo(RENEWED),
      'POST /api/user/update-bookmarks': { status: 200, body: {} },
    });
    await signedIn(EXPIRED).dispatch(toggleBookmark('blue-sky'));
    expect(sent.map(({ route, authorization }) => [route, authorization])).toEqual([
      ['POST /api/auth/refresh', null],
      ['POST /api/user/update-bookmarks', `Bearer ${RENEWED}`],
    ]);
  });

  it('when freshToken is asked for by several callers at once, then they get the one renewed token', async () => {
    const sent = answerWith({ 'POST /api/auth/refresh': renewsTo(RENEWED) });
    const store = signedIn(EXPIRED);
    expect(await Promise.all([store.dispatch(freshToken()), store.dispatch(freshToken())])).toEqual([RENEWED, RENEWED]);
    expect(sent).toHaveLength(1);
  });
});

describe('reading a token', () => {
  it.each([
    ['expired', true, jwt('x', -1)],
    ['59 seconds from expiry', true, jwt('x', 59)],
    ['90 seconds from expiry', false, jwt('x', 90)],
    ['not a JWT', false, 'abc'],
    ['a JWT whose payload is not base64url JSON', false, 'a.%%%.c'],
    ['a JWT without exp', false, `a.${Buffer.from('{"sub":"u"}').toString('base64url')}.c`],
  ])('when the token is %s, then expiresSoon is %s', (_case, soon, token) => expect(expiresSoon(token)).toBe(soon));
});
