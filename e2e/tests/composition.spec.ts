import path from 'node:path';
import type { Page } from '@playwright/test';
import { pulseRegion } from '../support/community';
import { expect, main, test } from '../support/fixtures';
import { cspAllowing, recordRequests, recordScripts, remoteCode, untilQuiet } from '../support/network';
import { expectOwnerRenders, mainLandmark, navigateInPage, pathOf, SAMPLE } from '../support/routes';
import { repoRoot, serveDirectory, startGateway, type Running } from '../support/servers';
import { signIn } from '../support/session';

// ARCHITECTURE §2: remotes are composed at runtime from /remotes.json; React comes once; mf-admin only on /admin;
// a dead remote or fragment never takes the page (or its header) down. Selection by roles, hrefs and #easel-main.

test.describe.configure({ mode: 'parallel' });

const artPage = `/art/${SAMPLE.artwork}`;
const banner = (page: Page) => page.getByRole('banner');

/** A visitor with a saved cart: the header loads mf-commerce's indicator to count it. */
const withSavedCart = (page: Page) =>
  page.addInitScript(() =>
    localStorage.setItem('guestCart', JSON.stringify([{ slug: 'blue-hour', title: 'Blue Hour' }])),
  );

/** Opens `path` and waits until its owner has rendered and the network is quiet (fragments included). */
async function openAndSettle(page: Page, path: string, owner: Parameters<typeof expectOwnerRenders>[1]) {
  await page.goto(path);
  await expectOwnerRenders(page, owner);
  await page.waitForLoadState('networkidle');
}

test.describe('React is shared', () => {
  for (const path of ['/', artPage]) {
    test(`when a visitor opens ${path}, then React and react-dom are downloaded exactly once, whichever remotes the page uses`, async ({
      page,
    }) => {
      await withSavedCart(page); // so that the header's cart indicator comes from mf-commerce too
      const scripts = recordScripts(page);
      await page.goto(path);
      await expectOwnerRenders(page, 'mf-catalog');
      // An art page's Weekly Pulse (mf-community) comes once the work's picture has.
      if (path === artPage) await expect(pulseRegion(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const downloads = await scripts.downloads();
      const byFile = await scripts.react();

      // The rule must have found React at all, or "once" would hold vacuously.
      expect(Object.keys(byFile)).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-dom-client']));
      for (const [file, urls] of Object.entries(byFile)) expect(urls, `${file} downloaded once`).toHaveLength(1);
      expect(
        downloads.filter((download) => download.unnamedReactCode).map((download) => download.url),
        'React code in a chunk not recognised as React',
      ).toEqual([]);

      // The page really is composed from several builds, each of which could have brought its own React.
      const builds = new Set(downloads.map(({ url }) => /\/remotes\/(mf-[a-z]+)\//.exec(url)?.[1] ?? 'shell'));
      expect([...builds]).toEqual(
        expect.arrayContaining(
          path === '/'
            ? ['shell', 'mf-catalog', 'mf-commerce']
            : ['shell', 'mf-catalog', 'mf-commerce', 'mf-community'],
        ),
      );
    });
  }
});

test.describe("A route's own code comes with the page", () => {
  for (const path of ['/', artPage, '/search']) {
    test(`when a visitor opens ${path}, then the page preloads the mf-catalog files it then runs, each fetched once`, async ({
      page,
    }) => {
      const catalogFiles = recordRequests(page, remoteCode('mf-catalog'));
      const unusedPreloads: string[] = [];
      page.on('console', (message) => {
        if (/preloaded using link preload but not used/.test(message.text())) unusedPreloads.push(message.text());
      });
      const answer = await page.goto(path);
      const preloaded = [
        ...(await answer!.text()).matchAll(
          /<link rel="preload" as="(script|style)" href="(\/remotes\/mf-catalog\/[^"]+)">/g,
        ),
      ];
      expect(preloaded.map(([, , href]) => href)).toEqual(
        expect.arrayContaining(['/remotes/mf-catalog/remoteEntry.js']),
      );
      expect(preloaded.length, 'the entry, the app and the page, scripts and styles').toBeGreaterThanOrEqual(4);
      await expectOwnerRenders(page, 'mf-catalog');
      await page.waitForLoadState('networkidle');

      // Used, not just fetched: Chromium warns of a preload nothing used within a few seconds of the load event.
      await page.waitForTimeout(4_000);
      expect(unusedPreloads).toEqual([]);
      const fetched = catalogFiles.map((url) => new URL(url).pathname);
      for (const [, , href] of preloaded)
        expect(
          fetched.filter((file) => file === href),
          `${href} fetched once`,
        ).toHaveLength(1);
    });
  }
});

test.describe("The home page's Pulse comes with the page", () => {
  for (const account of [null, 'collector'] as const) {
    test(`when ${account ? 'a signed-in collector' : 'a visitor'} opens /, then The Weekly Pulse is asked for once, before mf-catalog's code has arrived`, async ({
      page,
    }) => {
      if (account) await signIn(page, account);
      const events: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/artworks/pulse') events.push('Pulse asked for');
      });
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname === '/remotes/mf-catalog/remoteEntry.js') events.push('mf-catalog arrived');
      });
      await page.goto('/');
      await expect(main(page).getByRole('list', { name: 'The Weekly Pulse' }).getByRole('article')).not.toHaveCount(0);
      await page.waitForLoadState('networkidle');
      // Asked twice, the page's own call did not take the answer its head asked for (the unused preload is wasted).
      expect(events.filter((event) => event !== 'mf-catalog arrived')).toEqual(['Pulse asked for']);
      expect(events.indexOf('Pulse asked for'), events.join(', ')).toBeLessThan(events.indexOf('mf-catalog arrived'));
    });
  }
});

test.describe('mf-commerce waits for a cart', () => {
  test('when a visitor with an empty cart opens / and an artwork not for sale, then nothing of mf-commerce is requested and the header links to the cart', async ({
    page,
  }) => {
    const requested = recordRequests(page, remoteCode('mf-commerce'));
    await openAndSettle(page, '/', 'mf-catalog');
    await openAndSettle(page, artPage, 'mf-catalog');
    expect(requested).toEqual([]);
    await expect(banner(page).getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/cart');
  });
});

test.describe('mf-admin is fetched only on /admin routes', () => {
  const adminCode = (url: string) => remoteCode('mf-admin')(url) || /mf[-_]admin/.test(url);

  test('when a visitor opens /, an artwork, /cart and /login, then nothing of mf-admin is requested', async ({
    page,
  }) => {
    const requested = recordRequests(page, adminCode);
    await openAndSettle(page, '/', 'mf-catalog');
    await openAndSettle(page, artPage, 'mf-catalog');
    await openAndSettle(page, '/cart', 'mf-commerce');
    await openAndSettle(page, '/login', 'shell');
    expect(requested).toEqual([]);
  });

  for (const account of ['collector', 'artist'] as const) {
    test(`when the demo ${account} (not an admin) goes through the site, then nothing of mf-admin is requested`, async ({
      page,
    }) => {
      await signIn(page, account);
      const requested = recordRequests(page, adminCode);
      await openAndSettle(page, '/', 'mf-catalog');
      await openAndSettle(page, artPage, 'mf-catalog');
      await openAndSettle(page, '/profile', 'mf-artist');
      await openAndSettle(page, '/publish', 'mf-catalog');
      await openAndSettle(page, '/cart', 'mf-commerce');
      await openAndSettle(page, '/change-password', 'shell');
      expect(requested).toEqual([]);
    });
  }

  test('when a visitor opens /admin/login, then mf-admin is requested and renders it', async ({ page }) => {
    const requested = recordRequests(page, adminCode);
    await openAndSettle(page, '/admin/login', 'mf-admin');
    expect(requested.some((url) => url.endsWith('/remotes/mf-admin/remoteEntry.js'))).toBe(true);
  });
});

test.describe('a remote moved to another origin', () => {
  let catalogElsewhere: Running;
  test.beforeAll(async () => {
    catalogElsewhere = await serveDirectory(path.join(repoRoot, 'mf-catalog', 'dist'));
  });
  test.afterAll(async () => {
    await catalogElsewhere?.close();
  });

  /** Every request for catalog code, wherever it goes, and the ones that went to the gateway's copy. */
  function catalogRequests(page: Page) {
    const elsewhere = recordRequests(page, (url) => url.startsWith(`${catalogElsewhere.origin}/`));
    const gatewayCopy = recordRequests(page, remoteCode('mf-catalog'));
    return { elsewhere, gatewayCopy };
  }

  async function expectCatalogFromElsewhere(page: Page, requests: ReturnType<typeof catalogRequests>) {
    await expectOwnerRenders(page, 'mf-catalog');
    await page.waitForLoadState('networkidle');
    expect(requests.gatewayCopy, 'nothing from the gateway copy of mf-catalog').toEqual([]);
    const files = requests.elsewhere.map((url) => new URL(url).pathname);
    expect(files).toContain('/remoteEntry.js');
    expect(
      files.filter((file) => /^\/[\w.-]+\.js$/.test(file) && file !== '/remoteEntry.js').length,
      'catalog chunks from the other origin',
    ).toBeGreaterThan(0);
    expect(
      files.some((file) => file.endsWith('.css')),
      'catalog styles from the other origin',
    ).toBe(true);
    // Its stylesheet is applied, not only requested.
    const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ''));
    expect(sheets.some((href) => href.startsWith(catalogElsewhere.origin))).toBe(true);
  }

  test('when /remotes.json alone points mf-catalog at another origin, then the page renders it from there', async ({
    page,
  }) => {
    // The gateway's REMOTES_JSON drives both /remotes.json and the CSP; here only the answers change, so the page's
    // CSP gets the origin exactly as the gateway adds it (the gateway's own CSP is checked in the next test).
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const remotes = (await response.json()) as Record<string, string>;
      await route.fulfill({
        response,
        json: { ...remotes, 'mf-catalog': `${catalogElsewhere.origin}/remoteEntry.js` },
      });
    });
    await page.route(
      (url) => url.origin === new URL(test.info().project.use.baseURL!).origin,
      async (route) => {
        if (!route.request().isNavigationRequest()) return route.fallback();
        const response = await route.fetch();
        const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
        const csp = headers['content-security-policy'] ?? '';
        // Nor does the page preload the gateway's own copy: a gateway preloads a remote's files only for the build it serves.
        const body = (await response.text()).replace(
          /<link rel="preload" as="\w+" href="\/remotes\/mf-catalog\/[^"]+">/g,
          '',
        );
        await route.fulfill({
          response,
          body,
          headers: { ...headers, 'content-security-policy': cspAllowing(csp, catalogElsewhere.origin) },
        });
      },
    );
    // A fulfilled document has no address space of its own, so Chromium's Local Network Access would stop it
    // reaching the loopback server; a real remote origin is public. The gateway-served test below needs no grant.
    await page.context().grantPermissions(['local-network-access']);
    const requests = catalogRequests(page);
    await page.goto('/');
    await expectCatalogFromElsewhere(page, requests);
    // A route change inside the moved remote (no page load) still works.
    await navigateInPage(page, artPage);
    await expect.poll(() => pathOf(page)).toBe(artPage);
    await expectCatalogFromElsewhere(page, requests);
  });

  test('when a gateway is configured with REMOTES_JSON naming another origin, then its CSP and /remotes.json let the page load mf-catalog from there', async ({
    page,
  }) => {
    const gateway = await startGateway({
      REMOTES_JSON: JSON.stringify({ 'mf-catalog': `${catalogElsewhere.origin}/remoteEntry.js` }),
    });
    try {
      const requests = catalogRequests(page);
      await page.goto(`${gateway.origin}/`);
      await expectCatalogFromElsewhere(page, requests);
    } finally {
      await gateway.close();
    }
  });
});

test.describe('a stopped remote', () => {
  test.use({ allowedErrors: [/Failed to load resource: net::ERR_FAILED|mf[-_]catalog/] });

  test('when mf-catalog does not answer, then / shows the friendly error with Retry after the retries and one reload, and the header still works', async ({
    page,
  }) => {
    await page.route(
      (url) => remoteCode('mf-catalog')(url.href),
      (route) => route.abort(),
    );
    const attempts = recordRequests(page, remoteCode('mf-catalog'));
    const pageLoads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads.push(request.url());
    });

    await page.goto('/');
    const failure = mainLandmark(page).getByRole('alert');
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(pageLoads, 'one guarded reload').toHaveLength(2);
    expect(attempts.length, 'tried more than once on each load').toBeGreaterThanOrEqual(4);

    // The header is the shell's: its links still work, to a shell route and back home.
    await expect(banner(page)).toBeVisible();
    await banner(page).locator('a[href="/login"]').filter({ visible: true }).first().click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await expectOwnerRenders(page, 'shell');
    await banner(page).locator('a[href="/"]').filter({ visible: true }).first().click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect(failure).toBeVisible({ timeout: 20_000 });
    expect(pageLoads, 'no second reload within the guard').toHaveLength(2);

    // Retry, once the remote answers again, brings the page back without a reload.
    await page.unrouteAll();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expectOwnerRenders(page, 'mf-catalog');
    expect(pageLoads).toHaveLength(2);
  });
});

test.describe('a failed fragment', () => {
  test.use({ allowedErrors: [/Failed to load resource: net::ERR_FAILED|mf[-_]commerce/] });

  test('when mf-commerce does not answer, then the header stays up with the plain cart link and the pages embedding its fragments still render', async ({
    page,
  }) => {
    await page.route(
      (url) => remoteCode('mf-commerce')(url.href),
      (route) => route.abort(),
    );
    await withSavedCart(page); // the header asks for mf-commerce's indicator
    const attempts = recordRequests(page, remoteCode('mf-commerce'));
    await page.goto('/');
    await expectOwnerRenders(page, 'mf-catalog');
    await expect.poll(() => attempts.length).toBeGreaterThan(0);
    await untilQuiet(() => attempts.length); // the shell has stopped retrying the cart indicator

    const header = banner(page);
    await expect(header).toBeVisible();
    await expect(header.locator('a[href="/cart"]').filter({ visible: true }).first()).toBeVisible();
    await expect(header.locator('[class*="com-"]'), "nothing of mf-commerce's indicator").toHaveCount(0);

    // The artwork page embeds commerce's order-request form: the page stays, without it.
    await page.goto(artPage);
    await expectOwnerRenders(page, 'mf-catalog');
    await untilQuiet(() => attempts.length);
    await expect(main(page).locator('[class*="com-"]')).toHaveCount(0);
    await expect(header.locator('a[href="/cart"]').filter({ visible: true }).first()).toBeVisible();

    // The plain link still leads to /cart, whose owner is down: the main area says so, the header stays.
    await header.locator('a[href="/cart"]').filter({ visible: true }).first().click();
    await expect.poll(() => pathOf(page)).toBe('/cart');
    await expect(mainLandmark(page).getByRole('alert')).toBeVisible({ timeout: 20_000 });
    await expect(header).toBeVisible();
  });
});
