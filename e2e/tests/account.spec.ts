import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, main, test, uniqueEmail } from '../support/fixtures';
import { latestMailTo } from '../support/mail';

// Product spec §2 (account routes), §4 (session), §6 and ARCHITECTURE §6 (account calls), through the forms as a person uses them.

const PASSWORD = 'first-secret-1';
// A refused call (wrong password, taken e-mail, a used reset link) is logged by the browser as a failed resource: that one is expected.
const REFUSED = /the server responded with a status of (400|401|404|409|410)/;

const pathOf = (page: Page) => new URL(page.url()).pathname;
const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);
const storedUser = async (page: Page) =>
  JSON.parse((await stored(page, 'user')) ?? 'null') as {
    role: string;
    artistName: string | null;
    email: string;
  } | null;

async function logIn(page: Page, email: string, password: string, path = '/login') {
  await page.goto(path);
  const form = main(page).getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page) {
  await page.goto('/logout');
  await expect.poll(() => pathOf(page)).toBe('/login');
  await expect(main(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'user')).toBeNull();
}

/** An account made through the API, for tests about what comes after registration. */
async function registeredCustomer(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const answer = await request.post('/api/auth/register', {
    data: { firstName: 'Rita', lastName: 'Moreno', email, password: PASSWORD, role: 'customer' },
  });
  expect(answer.status()).toBe(201);
  return email;
}

test.describe('registration', () => {
  test('when a collector registers through the form, then they land on / logged in; logout ends it; logging in again works', async ({
    page,
  }) => {
    const email = uniqueEmail('collector');
    await page.goto('/register');
    const form = main(page).getByRole('form', { name: 'Create your account' });
    await expect(form.getByLabel("I'm a collector")).toBeChecked();
    await form.getByLabel('First name').fill('Clara');
    await form.getByLabel('Last name').fill('Nunes');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();

    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await stored(page, 'token')).toBeTruthy();
    expect(await storedUser(page)).toMatchObject({ email, role: 'customer', artistName: null });

    await logOut(page);
    await logIn(page, email, PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await storedUser(page)).toMatchObject({ email, role: 'customer' });
  });

  test('when an artist registers from /register?artist=true, then "I\'m an artist" is chosen, the artist name is kept, their page opens, and they can log out and in again', async ({
    page,
  }) => {
    const email = uniqueEmail('artist');
    await page.goto('/register?artist=true');
    const form = main(page).getByRole('form', { name: 'Create your account' });
    await expect(form.getByLabel("I'm an artist")).toBeChecked();
    await form.getByLabel('First name').fill('Tomas');
    await form.getByLabel('Last name').fill('Vidal');
    await form.getByLabel('Artist name').fill(`Tomas Vidal ${Date.now()}`);
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByLabel('Password').press('Enter');

    await expect.poll(() => pathOf(page)).toMatch(/^\/artist\/tomas-vidal-/);
    expect(await storedUser(page)).toMatchObject({
      email,
      role: 'user',
      artistName: expect.stringContaining('Tomas Vidal'),
    });

    await logOut(page);
    await logIn(page, email, PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await storedUser(page)).toMatchObject({ email, role: 'user' });
  });

  test('when the form is sent with mistakes, then each field says why and nothing typed is lost', async ({ page }) => {
    await page.goto('/register?artist=true');
    const form = main(page).getByRole('form', { name: 'Create your account' });
    await form.getByLabel('First name').fill('Tomas');
    await form.getByLabel('E-mail').fill('not-an-address');
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByLabel('Last name')).toHaveAccessibleDescription('Please enter your last name');
    await expect(form.getByLabel('Artist name')).toHaveAccessibleDescription(/Please enter your artist name/);
    await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('Please enter a valid e-mail address');
    await expect(form.getByLabel('Password')).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    await expect(form.getByLabel('Last name')).toBeFocused();
    await expect(form.getByLabel('First name')).toHaveValue('Tomas');
    expect(pathOf(page)).toBe('/register');
  });

  test.describe('refused', () => {
    test.use({ allowedErrors: [REFUSED] });

    test("when the e-mail already has an account, then the server's 409 message shows", async ({ page }) => {
      await page.goto('/register');
      const form = main(page).getByRole('form', { name: 'Create your account' });
      await form.getByLabel('First name').fill('Clara');
      await form.getByLabel('Last name').fill('Nunes');
      await form.getByLabel('E-mail').fill(DEMO.collector);
      await form.getByLabel('Password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Create account' }).click();
      // Shown once: the call's toast, not a second copy in the form.
      await expect(page.locator('.Toastify').getByText('An account with this e-mail already exists')).toBeVisible();
      await expect(main(page).getByText('An account with this e-mail already exists')).toHaveCount(0);
      expect(await stored(page, 'token')).toBeNull();
    });
  });
});

test.describe('login', () => {
  for (const account of ['artist', 'collector'] as const) {
    test(`when the demo ${account} logs in, then they land on / with their session stored`, async ({ page }) => {
      await logIn(page, DEMO[account], DEMO.password);
      await expect.poll(() => pathOf(page)).toBe('/');
      expect(await storedUser(page)).toMatchObject({
        email: DEMO[account],
        role: account === 'artist' ? 'user' : 'customer',
      });
    });
  }

  test('when a visitor logs in from /login?publish=true, then they land on /publish', async ({ page }) => {
    await logIn(page, DEMO.artist, DEMO.password, '/login?publish=true');
    await expect.poll(() => pathOf(page)).toBe('/publish');
  });

  test('when the link to register is followed from /login?publish=true, then the register form starts as an artist', async ({
    page,
  }) => {
    await page.goto('/login?publish=true');
    await main(page).getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register\?publish=true$/);
    await expect(main(page).getByLabel("I'm an artist")).toBeChecked();
  });

  test('when no Google client id is configured, then the Google button is disabled and says so', async ({ page }) => {
    await page.goto('/login');
    await expect(main(page).getByText('Google sign-in is not available on this site yet')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  test.describe('refused', () => {
    test.use({ allowedErrors: [REFUSED] });

    test('when the password is wrong, then the message shows once, as a toast, and the e-mail stays', async ({
      page,
    }) => {
      await logIn(page, DEMO.collector, 'not-the-password');
      const form = main(page).getByRole('form', { name: 'Log in' });
      await expect(page.locator('.Toastify').getByText('Wrong e-mail or password')).toBeVisible();
      await expect(form.getByRole('alert')).toHaveCount(0);
      await expect(form.getByLabel('E-mail')).toHaveValue(DEMO.collector);
      await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled();
      expect(pathOf(page)).toBe('/login');
      expect(await stored(page, 'token')).toBeNull();
    });
  });
});

test.describe('passwords', () => {
  test.use({ allowedErrors: [REFUSED] });

  test('when a password is forgotten, then the mailed link, to the address the site is served from, sets a new one that logs in', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = await registeredCustomer(request, 'forgot');
    await page.goto('/login');
    await main(page).getByRole('link', { name: 'Forgot your password?' }).click();
    await expect.poll(() => pathOf(page)).toBe('/forget-password');
    await main(page).getByLabel('E-mail').fill(email);
    await main(page).getByRole('button', { name: 'Send reset link' }).click();
    await expect(main(page).getByRole('status')).toHaveText(
      'If an account exists for that e-mail, a link to reset the password is on its way',
    );

    const mail = await latestMailTo(email);
    // No PUBLIC_URL is set: the link uses the gateway's own port, not a default one.
    const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\/[0-9a-f-]{36}/)?.[0] ?? '';
    expect(link, 'the reset link in the mail').toMatch(new RegExp(`^${baseURL}/reset-password/[0-9a-f-]{36}$`));
    const resetPath = new URL(link).pathname;
    await page.goto(link);
    await main(page).getByLabel('New password', { exact: true }).fill('second-secret-2');
    await main(page).getByLabel('Confirm new password').fill('second-secret-2');
    await main(page).getByRole('button', { name: 'Reset password' }).click();
    await expect(main(page).getByRole('status')).toHaveText('Your password has been reset, please log in');

    await main(page).getByRole('link', { name: 'Log in' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await logIn(page, email, 'second-secret-2');
    await expect.poll(() => pathOf(page)).toBe('/');

    // The link works once: opened again, it says so before any form.
    await page.goto(resetPath!);
    await expect(main(page).getByRole('alert')).toHaveText(
      'This reset link has been used or is unknown. Ask for a new one.',
    );
    await expect(main(page).getByLabel('New password', { exact: true })).toHaveCount(0);
  });

  test('when the password is changed, then the session goes on with the new token and the old password no longer works', async ({
    page,
    request,
  }) => {
    const email = await registeredCustomer(request, 'change');
    await logIn(page, email, PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/');
    const oldToken = await stored(page, 'token');

    await page.goto('/change-password');
    const form = main(page).getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill('changed-secret-4');
    await form.getByLabel('Confirm new password').fill('changed-secret-5');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByLabel('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');

    await form.getByLabel('Confirm new password').fill('changed-secret-4');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText('Password changed');
    const newToken = await stored(page, 'token');
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    const me = await request.get('/api/user/me', { headers: { Authorization: `Bearer ${newToken}` } });
    expect(me.ok(), 'the new token is accepted').toBe(true);

    await logOut(page);
    await logIn(page, email, PASSWORD);
    await expect(page.locator('.Toastify').getByText('Wrong e-mail or password')).toBeVisible();
    await logIn(page, email, 'changed-secret-4');
    await expect.poll(() => pathOf(page)).toBe('/');
  });

  test('when a visitor opens /change-password, then they land on /login', async ({ page }) => {
    await page.goto('/change-password');
    await expect.poll(() => pathOf(page)).toBe('/login');
    await expect(main(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ allowedErrors: [REFUSED] }); // /reset-password/3f0c is no reset link: its check answers 404

  test('at 390px wide, the account forms fit the screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/login', '/register?artist=true', '/forget-password', '/reset-password/3f0c']) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
