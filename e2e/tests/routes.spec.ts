import { expect, main, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import {
  appBox,
  expectOwnerRenders as expectPlaceholderOrOwnPage,
  mainLandmark,
  navigateInPage,
  ownerOfPath,
  pathOf,
  ROUTE_TABLE,
  SAMPLE,
  type Owner,
  type RouteCase,
} from '../support/routes';
import { watchNetworkRest } from '../support/network';
import { signIn } from '../support/session';

/** mf-catalog's real pages (no longer placeholders naming their team): its box holds the page, headed by an h1. */
const CATALOG_PAGES = [/^\/$/, /^\/search$/, /^\/art\/[^/]+$/, /^\/artists$/, /^\/favourites$/];

async function expectOwnerRenders(page: Page, owner: Owner) {
  const pathname = new URL(page.url()).pathname;
  if (owner !== 'mf-catalog' || !CATALOG_PAGES.some((pattern) => pattern.test(pathname)))
    return expectPlaceholderOrOwnPage(page, owner);
  const box = appBox(page, owner);
  await expect(box, `${owner} renders ${pathOf(page)}`).toBeVisible();
  await expect(box.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(
    main(page).locator(`[id^="easel-app-"]:not(#easel-app-${owner}):not(:empty)`),
    `only ${owner} renders ${pathOf(page)}`,
  ).toHaveCount(0);
  await expect(mainLandmark(page).getByRole('alert'), `no load failure on ${pathOf(page)}`).toHaveCount(0);
}

test.describe.configure({ mode: 'parallel' });

/** Their sample ids are no reset link and no order, so each page says so after a 404: tested on their own below. */
const RESET_ROUTE = '/reset-password/:id';
const ORDER_ROUTE = '/order-confirmation/:orderId';
const CHECKED_ROUTES = ROUTE_TABLE.filter((entry) => entry.route !== RESET_ROUTE && entry.route !== ORDER_ROUTE);

// ARCHITECTURE §2 and product-spec §2: every route lands on its owner; protected routes send a visitor where the
// spec says; anything else goes to /. Owners are recognised in the main area (#easel-main), never by header wording.

/**
 * The routes in a few turns, each one page walking its share: a page reused from route to route costs a fraction of a
 * fresh one per route, and the turns still run side by side.
 */
const inTurns = <T>(entries: readonly T[], turns: number) =>
  [...Array(turns).keys()].map((turn) => entries.filter((_, i) => i % turns === turn));
const paths = (entries: readonly RouteCase[]) => entries.map((entry) => entry.path).join(', ');

/** Opens a path and waits until the network rests, so that a late console error (checked by the fixture) is seen too. */
async function open(
  page: Page,
  path: string,
  lands: string,
  owner: Owner,
  networkRest: ReturnType<typeof watchNetworkRest>,
) {
  await page.goto(path);
  await expect.poll(() => pathOf(page), `${path} lands on ${lands}`).toBe(lands);
  await expectOwnerRenders(page, owner);
  await networkRest(path);
}

test.describe('route ownership, as a visitor', () => {
  for (const entries of inTurns(CHECKED_ROUTES, 4)) {
    test(`when a visitor opens ${paths(entries)}, then each lands on its owner, or where a visitor is sent, and no page logs a console error`, async ({
      page,
    }) => {
      test.slow();
      const networkRest = watchNetworkRest(page);
      for (const { path, owner, visitorGoesTo } of entries)
        await open(page, path, visitorGoesTo ?? path, visitorGoesTo ? ownerOfPath(visitorGoesTo) : owner, networkRest);
    });
  }
});

test.describe('route ownership, an unknown id', () => {
  test.use({ allowedErrors: [/the server responded with a status of 404/] });

  test(`when a visitor opens an unknown ${RESET_ROUTE}, then shell renders it and says the link cannot be used`, async ({
    page,
  }) => {
    const { path } = ROUTE_TABLE.find((entry) => entry.route === RESET_ROUTE)!;
    await page.goto(path);
    await expect(appBox(page, 'shell').getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    expect(pathOf(page)).toBe(path);
  });

  test(`when a visitor opens an unknown ${ORDER_ROUTE}, then mf-commerce renders it and says 'Order not found'`, async ({
    page,
  }) => {
    const { path } = ROUTE_TABLE.find((entry) => entry.route === ORDER_ROUTE)!;
    await page.goto(path);
    await expect(appBox(page, 'mf-commerce').getByRole('heading', { name: 'Order not found' })).toBeVisible();
    expect(pathOf(page)).toBe(path);
  });
});

test.describe('route ownership, signed in', () => {
  const walked = CHECKED_ROUTES.filter((entry) => entry.path !== '/logout' && !entry.path.startsWith('/admin'));
  for (const entries of inTurns(walked, 2)) {
    test(`when the demo artist opens ${paths(entries)}, then the protected ones render for them, and no page logs a console error`, async ({
      page,
    }) => {
      test.slow();
      const networkRest = watchNetworkRest(page);
      await signIn(page, 'artist');
      for (const { path, owner, signedInAs, signedInGoesTo = path } of entries) {
        if (signedInAs) await open(page, path, signedInGoesTo, owner, networkRest);
        else {
          // Open pages may send a signed-in artist on (/login, /register): only that some page renders is asked here.
          await page.goto(path);
          await expect(main(page).locator('[id^="easel-app-"]:not(:empty)'), `a page renders ${path}`).toHaveCount(1);
          await networkRest(path);
        }
      }
    });
  }

  for (const { route, path, owner, signedInGoesTo = path } of ROUTE_TABLE.filter(
    (entry) => entry.signedInAs === 'admin',
  )) {
    test(`when the demo admin opens ${path} (${route}), then ${owner} renders ${signedInGoesTo}`, async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto(path);
      await expect.poll(() => pathOf(page)).toBe(signedInGoesTo);
      await expectOwnerRenders(page, owner);
    });
  }
});

test('when the visitor opens a path no route owns (/nope, /art, /foo/bar, /art/x/y, /admin-login), then they land on / and the home page renders', async ({
  page,
}) => {
  for (const path of ['/nope', '/art', '/foo/bar', '/art/x/y', '/admin-login']) {
    await page.goto(path);
    await expect.poll(() => pathOf(page), `${path} goes to /`).toBe('/');
    await expectOwnerRenders(page, 'mf-catalog');
  }
});

test('when the visitor follows links between applications without reloading, then each route still lands on its owner', async ({
  page,
}) => {
  await page.goto('/');
  await expectOwnerRenders(page, 'mf-catalog');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(request.url());
  });
  for (const path of ['/login', '/cart', `/art2/${SAMPLE.artwork}`, '/artists', '/profile', '/nope', '/contact']) {
    await navigateInPage(page, path);
    const lands =
      ROUTE_TABLE.find((entry) => entry.path === path)?.visitorGoesTo ??
      (ROUTE_TABLE.some((entry) => entry.path === path) ? path : '/');
    await expect.poll(() => pathOf(page)).toBe(lands);
    await expectOwnerRenders(page, ownerOfPath(lands));
  }
  expect(documents, 'client-side navigation loads no new page').toEqual([]);
});
