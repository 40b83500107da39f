import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD } from '@easel/contracts';
import { adminToken, ownerCode, signInAdmin } from '../support/admin-session';
import { expect, main, test } from '../support/fixtures';

// An admin signs in with the second factor (TOTP), and the admin list is the owner's alone.

// A refused code or admin call is logged by the browser as a failed resource: those are the point here.
test.use({ allowedErrors: [/status of 40[13]/] });

const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

/** Types the authenticator's current code; when another worker already used it (a code signs in once), the next one. */
async function enterOwnerCode(page: Page) {
  const form = main(page).getByRole('form', { name: 'Second factor' });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await form.getByLabel('Code').fill(await ownerCode(attempt));
    await form.getByRole('button', { name: 'Sign in' }).click();
    const used = form.getByRole('alert').filter({ hasText: 'This code has already been used' });
    const outcome = await Promise.race([
      page.waitForURL('**/admin').then(() => 'signed-in' as const),
      used.waitFor().then(() => 'used' as const),
    ]);
    if (outcome === 'signed-in') return;
  }
  throw new Error('the owner could not sign in with a fresh code');
}

test('when the owner signs in through /admin/login with the code from their authenticator, then the admin area opens with only admintoken stored', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
  const form = main(page).getByRole('form', { name: 'Admin login' });
  await form.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText('Wrong e-mail or password');

  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    main(page).getByText(`Enter the 6-digit code your authenticator app shows for ${DEMO_ADMIN.email}.`),
  ).toBeVisible();
  await enterOwnerCode(page);

  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Admins' }),
  ).toBeVisible();
  expect(await stored(page, 'admintoken')).toBeTruthy();
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'user')).toBeNull();

  await page.goto('/admin/login');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
  await page.goto('/admin/admins');
  await expect(main(page).getByRole('listitem', { name: 'Mo Moderator' })).toContainText('moderator@easel.example');
});

test('when a moderator opens /admin/admins or asks GET /api/admin/admins, then they are refused', async ({
  page,
  request,
}) => {
  const token = await adminToken(request, 'moderator');
  const answer = await request.get('/api/admin/admins', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({ message: 'You do not have permission to do this' });

  await signInAdmin(page, 'moderator');
  await page.goto('/admin/admins');
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Moderation' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Admins' }),
  ).toHaveCount(0);
  await expect(main(page).getByRole('alert')).toHaveText(
    'You do not have permission to do this: this section is not open to the moderator role.',
  );
  await expect(main(page).getByRole('listitem', { name: 'Ada Admin' })).toHaveCount(0);
});
