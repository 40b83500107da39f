import type { Page } from '@playwright/test';
import { signInAdmin } from '../support/admin-session';
import { publishArtwork, registerArtist } from '../support/artworks';
import { expect, main, test } from '../support/fixtures';
import { logInThroughPage } from '../support/session';

// A moderator suspends a newly registered artist, whose open tab is signed out at its next call,
// whose work is hidden and who cannot sign in again until the account is restored.

const ENDED = 'Your session has ended, please log in again';
const SUSPENDED = 'This account is suspended';
// A refused token, renewal or login is logged by the browser as a failed resource: those are the point here.
test.use({ allowedErrors: [/status of 40[13]/] });

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);
const loginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });

/** The admin's action on the open account page, with its reason asked in the dialog. */
async function actOnAccount(admin: Page, action: 'Suspend account' | 'Restore account', reason: string) {
  await main(admin).getByRole('button', { name: action }).click();
  const dialog = admin.getByRole('dialog', { name: action });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toHaveCount(0);
}

async function tryLogIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = main(page).getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

test('when a moderator suspends an artist, then their open tab is signed out at its next call, their work is hidden and their login refused, until a restore', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const artist = await registerArtist(request, 'Rhea Suspendable');
  const work = await publishArtwork(request, artist);
  const workStatus = async () => (await request.get(`/api/artwork/get/${work}`)).status();
  await logInThroughPage(page, artist.email, artist.password);
  await page.goto('/edit/profile');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Edit Profile');
  const token = await page.evaluate(() => window.localStorage.getItem('token'));

  // The moderator, in a browser of their own, finds the account and suspends it with a reason.
  const moderatorContext = await browser.newContext({ baseURL });
  const admin = await moderatorContext.newPage();
  await signInAdmin(admin, 'moderator');
  await admin.goto('/admin/people');
  await main(admin).getByLabel('Search by name, e-mail or page address').fill(artist.email);
  await main(admin).getByRole('button', { name: 'Search' }).click();
  await expect(main(admin).getByText('1 account', { exact: true })).toBeVisible();
  await main(admin).getByRole('link', { name: artist.name }).click();
  await expect(main(admin).getByRole('heading', { level: 1 })).toHaveText(artist.name);
  await expect(main(admin).getByText('Active', { exact: true })).toBeVisible();
  await expect(
    main(admin).getByRole('region', { name: 'Works (1)' }).getByRole('link', { name: 'Harbour at Dawn' }),
  ).toBeVisible();
  await actOnAccount(admin, 'Suspend account', 'Selling stolen work');
  await expect(toast(admin, 'The account is suspended')).toBeVisible();
  await expect(main(admin).getByText(/^Suspended since/)).toBeVisible();

  // Everywhere within seconds: commerce, told by identity's feed, refuses the token too.
  await expect
    .poll(async () => (await request.get('/api/cart', { headers: { Authorization: `Bearer ${token}` } })).status(), {
      timeout: 5_000,
    })
    .toBe(401);

  // Their work is hidden from visitors.
  expect(await workStatus()).toBe(404);

  // The user's open tab is signed out at its next call, where it stands.
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, ENDED)).toBeVisible();
  await expect(loginLink(page)).toBeVisible();

  // Their login is refused, and says why.
  await tryLogIn(page, artist.email, artist.password);
  await expect(toast(page, SUSPENDED)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/login');

  // Restored, they sign in again.
  await actOnAccount(admin, 'Restore account', 'Appeal accepted');
  await expect(toast(admin, 'The account is restored')).toBeVisible();
  await expect(main(admin).getByText('Active', { exact: true })).toBeVisible();
  expect(await workStatus()).toBe(200);
  await logInThroughPage(page, artist.email, artist.password);
  await expect(loginLink(page)).toHaveCount(0);
  await moderatorContext.close();
});
