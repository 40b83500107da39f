import type { APIRequestContext } from '@playwright/test';
import { latestMailTo } from '../mail';
import { answerOf, send, type Answer, type Call } from './hostile-input';
import { PASSWORD, registerAccount, type Account, type World } from './world';

// Sessions the authentication rows end: each is a fresh account's, signed in through its own request context,
// so its refresh cookie is the only one that context sends.

export const SESSION_ENDED = 'Your session has ended, please log in again';
export const SESSION_INVALID = 'Your session is not valid, please log in again';
export const NEW_PASSWORD = 'renewed-hostile-secret-8';

export interface Session {
  api: APIRequestContext;
  account: Account;
  /** the refresh cookie's value as login set it, or undefined when none was set */
  refresh: string | undefined;
  setCookie: string;
}

export const refreshCookieIn = (setCookie: string | undefined) =>
  /(?:^|\n)\s*easel_refresh=([^;\n]*)/.exec(setCookie ?? '')?.[1] || undefined;

/** A fresh artist, logged in through a context of its own. */
export async function freshSession(world: World, prefix = 'session'): Promise<Session> {
  const api = await world.newApi();
  const account = await registerAccount(api, 'artist', prefix);
  const login = await api.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const { token } = (await login.json()) as { token: string };
  const setCookie = login.headers()['set-cookie'] ?? '';
  return { api, account: { ...account, token }, refresh: refreshCookieIn(setCookie), setCookie };
}

/** A refresh with exactly this cookie (none when undefined), from a context that holds no other. */
export async function refreshWith(world: World, cookie: string | undefined): Promise<Answer> {
  const api = await world.newApi();
  const answer = await answerOf(
    await api.post('/api/auth/refresh', {
      headers: cookie === undefined ? {} : { cookie: `easel_refresh=${cookie}` },
      failOnStatusCode: false,
    }),
  );
  await api.dispose();
  return answer;
}

/** Sends `call` every ~100 ms until it is answered 401 or `withinMs` pass; the last answer and when it came. */
export async function untilRefused(
  world: World,
  call: Call,
  withinMs = 5000,
): Promise<{ answer: Answer; afterMs: number }> {
  const started = Date.now();
  for (;;) {
    const answer = await send(world, call);
    const afterMs = Date.now() - started;
    if (answer.status === 401 || afterMs > withinMs) return { answer, afterMs };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function logOut(session: Session) {
  return session.api.post('/api/auth/logout', { headers: { authorization: `Bearer ${session.account.token}` } });
}

export async function changePassword(session: Session, newPassword = NEW_PASSWORD) {
  return session.api.post('/api/auth/change-password', {
    headers: { authorization: `Bearer ${session.account.token}` },
    data: { oldPassword: PASSWORD, newPassword },
  });
}

/** Asks for a reset link and reads its id from the mail the platform wrote. */
export async function resetLinkId(world: World, email: string): Promise<string> {
  await world.api.post('/api/auth/forgot-password', { data: { email } });
  const mail = await latestMailTo(email);
  const id = /reset-password\/([\w-]+)/.exec(mail)?.[1];
  if (!id) throw new Error(`no reset link in the mail to ${email}`);
  return id;
}
