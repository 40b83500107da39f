import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';

export interface TestCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  auth: { Authorization: string };
}

/** A new customer of the test's own, registered through the API. */
export async function registerCustomer(
  request: APIRequestContext,
  firstName: string,
  lastName = 'Test',
): Promise<TestCustomer> {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'secret-1234';
  const answer = await request.post('/api/auth/register', { data: { firstName, lastName, email, password } });
  expect(answer.status(), 'the customer registers').toBe(201);
  const { token } = (await answer.json()) as { token: string };
  return { email, password, firstName, lastName, auth: { Authorization: `Bearer ${token}` } };
}

/** Keeps the session where the front end reads it (spec §3 `token` and `user`), with the user as identity has it now. */
export async function keepSession(page: Page, auth: { Authorization: string }) {
  const me = await page.request.get('/api/user/me', { headers: auth });
  expect(me.ok(), 'the account is read').toBe(true);
  await page.addInitScript(
    ({ token, user }) => {
      // Once per tab: after Signout the next page must find the session gone, not put back.
      if (sessionStorage.getItem('e2e-session-kept')) return;
      sessionStorage.setItem('e2e-session-kept', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    { token: auth.Authorization.replace('Bearer ', ''), user: await me.text() },
  );
}
