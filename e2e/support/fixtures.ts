import { expect, test as base, type Page } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught page error, so "no console errors on any route"
 * holds everywhere. A test that expects errors (a remote made to fail) lists their patterns:
 * `test.use({ allowedErrors: [/mf-catalog/] })`. Give ONE pattern (alternatives with `|`): Playwright reads a
 * two-element array whose second element is an object, as a RegExp is, as [value, fixture options], so
 * `[/a/, /b/]` arrives as `/a/` alone (this fixture then fails the test and says so).
 */
export const test = base.extend<{ allowedErrors: RegExp[]; consoleErrors: string[] }>({
  allowedErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      if (!Array.isArray(allowedErrors))
        throw new Error(
          'allowedErrors: give [one RegExp] (alternatives with |); Playwright took [/a/, /b/] as [value, options]',
        );
      const unexpected = errors.filter((text) => !allowedErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const DEMO = {
  password: 'easel-demo-1',
  artist: 'artist@easel.example',
  collector: 'collector@easel.example',
  admin: 'admin@easel.example',
};

/** A fresh e-mail per call, so tests running side by side never collide. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The main area, where every routed application renders. */
export const main = (page: Page) => page.locator('#easel-main');
