import { expect, test as base, type Page } from '@playwright/test';

/** The page the tests of one describe share (`walkPage`), open while the worker lives. */
interface Walk {
  describe: string;
  page: Page;
  errors: string[];
}

/**
 * Every test fails on a console error or an uncaught page error, so "no console errors on any route"
 * holds everywhere. A test that expects errors (a remote made to fail) lists their patterns:
 * `test.use({ allowedErrors: [/mf-catalog/] })`. Give ONE pattern (alternatives with `|`): Playwright reads a
 * two-element array whose second element is an object, as a RegExp is, as [value, fixture options], so
 * `[/a/, /b/]` arrives as `/a/` alone (this fixture then fails the test and says so).
 */
export const test = base.extend<
  { allowedErrors: RegExp[]; consoleErrors: string[]; walkPage: Page },
  { walk: { current?: Walk } }
>({
  allowedErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedErrors }, use) => {
      const errors = collectErrors(page);
      await use(errors);
      expectNoUnexpectedErrors(errors, allowedErrors);
    },
    { auto: true },
  ],
  walk: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
    async ({}, use) => {
      const walk: { current?: Walk } = {};
      await use(walk);
      await walk.current?.page.context().close();
    },
    { scope: 'worker' },
  ],
  /**
   * One page for the tests of a describe that walk the same page one after another, so the site loads once for them.
   * A test finds it as the test before left it (`openOnce` opens a path only when the page is elsewhere). Its console
   * errors are checked after each test, as `page`'s are. Only in a describe whose tests run in order (not 'parallel');
   * after a failure the next worker opens a new page.
   */
  walkPage: async ({ browser, walk, baseURL, viewport, allowedErrors }, use, testInfo) => {
    const describe = testInfo.titlePath.slice(0, -1).join(' › ');
    if (walk.current?.describe !== describe) {
      await walk.current?.page.context().close();
      const page = await browser.newPage({ baseURL, viewport });
      walk.current = { describe, page, errors: collectErrors(page) };
    }
    const { page, errors } = walk.current;
    errors.length = 0;
    await use(page);
    expectNoUnexpectedErrors(errors, allowedErrors);
  },
});

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

function expectNoUnexpectedErrors(errors: string[], allowedErrors: RegExp[]) {
  if (!Array.isArray(allowedErrors))
    throw new Error(
      'allowedErrors: give [one RegExp] (alternatives with |); Playwright took [/a/, /b/] as [value, options]',
    );
  const unexpected = errors.filter((text) => !allowedErrors.some((pattern) => pattern.test(text)));
  expect(unexpected, 'console errors').toEqual([]);
}

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

/** Opens `path` on a page that may be there already (a `walkPage`), so that a test walking on does not load it again. */
export async function openOnce(page: Page, path: string) {
  if (new URL(page.url()).pathname !== path) await page.goto(path);
}

/** The main area, where every routed application renders. */
export const main = (page: Page) => page.locator('#easel-main');
