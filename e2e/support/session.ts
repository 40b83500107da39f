import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './fixtures';

export type DemoAccount = 'artist' | 'collector' | 'admin';

/**
 * Signs a demo account in through the API and puts its session where the front end keeps it (spec §3: `token` and
 * `user`, or `admintoken` for the admin), before any page script runs, on every page the test opens.
 */
export async function signIn(page: Page, request: APIRequestContext, account: DemoAccount) {
  const admin = account === 'admin';
  const answer = await request.post(admin ? '/api/admin/login' : '/api/auth/login', { data: { email: DEMO[account], password: DEMO.password } });
  expect(answer.ok(), `${account} signs in`).toBe(true);
  const session = (await answer.json()) as { token: string; user?: unknown };
  const entries: Record<string, string> = admin ? { admintoken: session.token } : { token: session.token, user: JSON.stringify(session.user) };
  await page.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, entries);
}
