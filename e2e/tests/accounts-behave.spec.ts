import type { Page } from '@playwright/test';
import { DEMO, expect, main, test, uniqueEmail } from '../support/fixtures';
import { signIn } from '../support/session';

// Accounts behave. A refused call is logged by the browser as a failed resource: that one is expected.
const REFUSED = /the server responded with a status of (401|404|409|410)/;

const pathOf = (page: Page) => new URL(page.url()).pathname;
const toasts = (page: Page) => page.locator('.Toastify');

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, allowedErrors: [REFUSED] });

    test('when a signed-in visitor opens /login or /register, then they go on without the form ever showing', async ({
      page,
    }) => {
      await signIn(page, 'artist');
      // Any render of a form on the way is caught, however short.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('form[aria-label="Log in"], form[aria-label="Create your account"]'))
            localStorage.setItem('formShown', 'yes');
        }).observe(document, { childList: true, subtree: true });
      });
      for (const [path, landing] of [
        ['/login', '/'],
        ['/register', '/'],
        ['/login?publish=true', '/publish'],
        ['/register?publish=true', '/publish'],
      ] as const) {
        await page.goto(path);
        await expect.poll(() => pathOf(page), path).toBe(landing);
      }
      await expect(main(page).getByRole('heading', { name: 'Submit artwork' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('formShown')), 'a form flashed').toBeNull();
    });

    test('when a collector registers, then a toast welcomes them by their first name', async ({ page }) => {
      await page.goto('/register');
      const form = main(page).getByRole('form', { name: 'Create your account' });
      await form.getByLabel('First name').fill('Noor');
      await form.getByLabel('Last name').fill('Haddad');
      await form.getByLabel('E-mail').fill(uniqueEmail('noor'));
      await form.getByLabel('Password').fill('secret-1234');
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect.poll(() => pathOf(page)).toBe('/');
      await expect(toasts(page).getByText('Welcome to Easel, Noor: your account is ready.')).toBeVisible();
      await page.screenshot({ path: `test-results/welcome-${width}.png` });
    });

    test('when a log-in or a registration is refused, then the message shows once: one toast, nothing under the form', async ({
      page,
    }) => {
      await page.goto('/login');
      const login = main(page).getByRole('form', { name: 'Log in' });
      await login.getByLabel('E-mail').fill(DEMO.collector);
      await login.getByLabel('Password').fill('not-the-password');
      await expect(toasts(page), 'the toast container comes with the first toast').toHaveCount(0);
      await login.getByRole('button', { name: 'Log in' }).click();
      await expect(toasts(page).getByText('Wrong e-mail or password')).toHaveCount(1);
      await expect(page.getByText('Wrong e-mail or password')).toHaveCount(1);
      await expect(login.getByRole('alert')).toHaveCount(0);
      await page.screenshot({ path: `test-results/login-refused-${width}.png` });

      await page.goto('/register');
      const register = main(page).getByRole('form', { name: 'Create your account' });
      await register.getByLabel('First name').fill('Cleo');
      await register.getByLabel('Last name').fill('Collins');
      await register.getByLabel('E-mail').fill(DEMO.collector);
      await register.getByLabel('Password').fill('secret-1234');
      await register.getByRole('button', { name: 'Create account' }).click();
      await expect(toasts(page).getByText('An account with this e-mail already exists')).toHaveCount(1);
      await expect(page.getByText('An account with this e-mail already exists')).toHaveCount(1);

      // A field's own message stays at its field, with no toast.
      await register.getByLabel('First name').fill('');
      await register.getByRole('button', { name: 'Create account' }).click();
      await expect(register.getByLabel('First name')).toHaveAccessibleDescription('Please enter your first name');
      await expect(toasts(page).getByText('Please enter your first name')).toHaveCount(0);
    });

    test('when a reset link is unknown, then the page says so before any form, with a way to a new link', async ({
      page,
    }) => {
      await page.goto('/reset-password/3f1b2c4d-0000-4000-8000-000000000000');
      await expect(main(page).getByRole('alert')).toHaveText(
        'This reset link has been used or is unknown. Ask for a new one.',
      );
      await expect(main(page).getByLabel('New password', { exact: true })).toHaveCount(0);
      await page.screenshot({ path: `test-results/reset-unknown-${width}.png` });
      await main(page).getByRole('link', { name: 'Ask for a new link' }).click();
      await expect.poll(() => pathOf(page)).toBe('/forget-password');
    });
  });
}
