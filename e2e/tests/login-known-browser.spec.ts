import type { Browser, Page } from '@playwright/test';
import { registerCustomer } from '../support/account';
import { expect, main, test } from '../support/fixtures';

// A crowd of failed logins on an account (or behind an address) must not lock out the owner's own
// browser, which signed in before and keeps a device cookie; a browser new to the account is told what to do.

const REFUSED =
  'Too many failed logins, please try again in 15 minutes, or sign in from a browser you have signed in with before';
// The refused logins are logged by the browser as failed resources: they are the point here.
test.use({ allowedErrors: [/status of 429/] });

const logIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  const form = main(page).getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
};

/** A browser of its own, on a phone in the dark theme: no cookie from any other. */
const phoneBrowser = async (browser: Browser, baseURL: string | undefined) => {
  const page = await (await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })).newPage();
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  return page;
};

test('when guesses from many addresses lock an account, then the owner’s browser still logs in, and a new browser is told what to do', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const owner = await registerCustomer(request, 'Known');
  await logIn(page, owner.email, owner.password);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  // Signout (the account menu's /logout) ends the session; the browser keeps its device cookie.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);

  // Twenty wrong guesses, each from another address (the gateway believes the loopback's X-Forwarded-For).
  for (let i = 0; i < 20; i += 1) {
    const guess = await request.post('/api/auth/login', {
      headers: { 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${i + 1}` },
      data: { email: owner.email, password: `guess-${i}` },
    });
    expect(guess.status(), `guess ${i + 1} is checked and wrong`).toBe(401);
  }

  // A browser that never signed in to the account: refused, and told what to do.
  const stranger = await phoneBrowser(browser, baseURL);
  await logIn(stranger, owner.email, owner.password);
  const toast = stranger.locator('.Toastify').getByText(REFUSED);
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport({ ratio: 1 });
  await expect(stranger.locator('html')).toHaveAttribute('data-theme', 'dark');
  await stranger.screenshot({ path: test.info().outputPath('refused-390-dark.png') });
  expect(new URL(stranger.url()).pathname).toBe('/login');
  await stranger.context().close();

  // The owner's browser signs in at once, with the same password.
  await logIn(page, owner.email, owner.password);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
});
