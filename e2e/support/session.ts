import { expect, type Page } from '@playwright/test';
import { signInAdmin } from './admin-session';
import { DEMO, main } from './fixtures';

export type DemoAccount = 'artist' | 'collector' | 'admin';

/**
 * Signs a demo account in through the API and puts its session where the front end keeps it (spec §3: `token` and
 * `user`, or `admintoken` for the admin), before any page script runs, on every page the test opens. The call goes
 * through the page's own request context, so the refresh cookie lands in the browser, as after a login there.
 */
export async function signIn(page: Page, account: DemoAccount) {
  if (account === 'admin') return signInAdmin(page, 'owner');
  const answer = await page.request.post('/api/auth/login', {
    data: { email: DEMO[account], password: DEMO.password },
  });
  expect(answer.ok(), `${account} signs in`).toBe(true);
  const session = (await answer.json()) as { token: string; user: unknown };
  const entries = { token: session.token, user: JSON.stringify(session.user) };
  await page.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, entries);
}

/** Logs in through the login page, as a person does; lands on /. */
export async function logInThroughPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = main(page).getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}
