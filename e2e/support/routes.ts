import { expect, type Page } from '@playwright/test';
import { main } from './fixtures';

/** Who renders a route: the shell's own pages or one of the five remotes (ARCHITECTURE §2). */
export type Owner = 'shell' | 'mf-catalog' | 'mf-artist' | 'mf-commerce' | 'mf-community' | 'mf-admin';

/** Samples from the demo seed (shared/contracts/src/demo.ts): a featured artwork and its artist. */
export const SAMPLE = { artwork: 'quiet-thunder-mara-okafor', artist: 'mara-okafor' };

export interface RouteCase {
  /** The route as the table writes it. */
  route: string;
  /** A path that fits it. */
  path: string;
  owner: Owner;
  /** Protected: where a visitor is sent instead (path and query), and which sign-in opens it. */
  visitorGoesTo?: string;
  signedInAs?: 'user' | 'admin';
  /** Where the signed-in account lands when the page sends it on (an artist needs no artist registration). */
  signedInGoesTo?: string;
}

const protectedRoute = (visitorGoesTo: string, signedInAs: 'user' | 'admin' = 'user') => ({
  visitorGoesTo,
  signedInAs,
});

/**
 * ARCHITECTURE §2's ownership table with product-spec §2's protected routes. /inbox, /analytics and /newsletter
 * are not in the spec's table; like the artist's other private pages they need a login (shared/store loginRedirect).
 */
export const ROUTE_TABLE: readonly RouteCase[] = [
  { route: '/login', path: '/login', owner: 'shell' },
  { route: '/register', path: '/register', owner: 'shell' },
  { route: '/logout', path: '/logout', owner: 'shell', visitorGoesTo: '/login' }, // signs out (nobody is signed in) → /login
  { route: '/forget-password', path: '/forget-password', owner: 'shell' },
  { route: '/reset-password/:id', path: '/reset-password/sample-reset-id', owner: 'shell' },
  { route: '/change-password', path: '/change-password', owner: 'shell', ...protectedRoute('/login') },
  { route: '/privacy', path: '/privacy', owner: 'shell' },
  { route: '/terms', path: '/terms', owner: 'shell' },
  { route: '/contact', path: '/contact', owner: 'shell' },

  { route: '/', path: '/', owner: 'mf-catalog' },
  { route: '/magazine', path: '/magazine', owner: 'mf-catalog' },
  { route: '/magazine/:link', path: '/magazine/how-to-buy-your-first-original', owner: 'mf-catalog' }, // a demo article (catalog's seed)
  { route: '/artists', path: '/artists', owner: 'mf-catalog' },
  { route: '/search', path: '/search', owner: 'mf-catalog' },
  { route: '/art/:id', path: `/art/${SAMPLE.artwork}`, owner: 'mf-catalog' },
  { route: '/favourites', path: '/favourites', owner: 'mf-catalog' },
  { route: '/publish', path: '/publish', owner: 'mf-catalog', ...protectedRoute('/register?publish=true') },
  {
    route: '/publish/register',
    path: '/publish/register',
    owner: 'mf-catalog',
    ...protectedRoute('/login?publish=true'),
    signedInGoesTo: '/publish',
  },
  { route: '/art/edit/:id', path: `/art/edit/${SAMPLE.artwork}`, owner: 'mf-catalog' },

  { route: '/artist/:id', path: `/artist/${SAMPLE.artist}`, owner: 'mf-artist' },
  { route: '/create/giftcard', path: '/create/giftcard', owner: 'mf-artist', ...protectedRoute('/login') },
  { route: '/giftcard/:id', path: '/giftcard/studio-gift-card-mara-okafor', owner: 'mf-artist' },
  {
    route: '/giftcard/edit/:slug',
    path: '/giftcard/edit/studio-gift-card-mara-okafor',
    owner: 'mf-artist',
    ...protectedRoute('/login'),
  },
  { route: '/edit/profile', path: '/edit/profile', owner: 'mf-artist', ...protectedRoute('/login') },
  { route: '/profile', path: '/profile', owner: 'mf-artist', ...protectedRoute('/login') },
  { route: '/user', path: '/user', owner: 'mf-artist' },
  { route: '/inbox', path: '/inbox', owner: 'mf-artist', ...protectedRoute('/login') },
  { route: '/analytics', path: '/analytics', owner: 'mf-artist', ...protectedRoute('/login') },
  { route: '/newsletter', path: '/newsletter', owner: 'mf-artist', ...protectedRoute('/login') },

  { route: '/cart', path: '/cart', owner: 'mf-commerce' },
  { route: '/checkout', path: '/checkout', owner: 'mf-commerce' },
  { route: '/order-confirmation/:orderId', path: '/order-confirmation/sample-order', owner: 'mf-commerce' },
  { route: '/sales', path: '/sales', owner: 'mf-commerce', ...protectedRoute('/login') },

  { route: '/art2/:id', path: `/art2/${SAMPLE.artwork}`, owner: 'mf-community' },
  { route: '/pulse', path: '/pulse', owner: 'mf-community' }, // the Pulse archive, not in the spec's table

  { route: '/admin/login', path: '/admin/login', owner: 'mf-admin' },
  { route: '/admin', path: '/admin', owner: 'mf-admin', ...protectedRoute('/admin/login', 'admin') },
  { route: '/admin/*', path: '/admin/moderation', owner: 'mf-admin', ...protectedRoute('/admin/login', 'admin') },
];

/** The owner of a path in ROUTE_TABLE (for where a redirect lands). */
export const ownerOfPath = (pathWithQuery: string): Owner => {
  const pathname = new URL(pathWithQuery, 'http://x').pathname;
  const found = ROUTE_TABLE.find((entry) => entry.path === pathname);
  if (!found) throw new Error(`${pathname} is not a sample path of ROUTE_TABLE`);
  return found.owner;
};

/** The page's path and query, e.g. "/register?publish=true". */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Each application mounts into its own box in the main area (shell register-applications: easel-app-<name>). */
export const appBox = (page: Page, owner: Owner) => main(page).locator(`#easel-app-${owner}`);

/**
 * The main area shows `owner`'s page and nobody else's: the owner's box holds a page with its heading, every other
 * application's box is empty, and no load failure is shown. No header wording is relied on.
 */
export async function expectOwnerRenders(page: Page, owner: Owner) {
  const box = appBox(page, owner);
  await expect(box, `${owner} renders ${pathOf(page)}`).toBeVisible();
  // The box is the owner's own (its id names it): it must hold a page, and every page has an h1.
  await expect(box).not.toBeEmpty();
  await expect(box.getByRole('heading', { level: owner === 'shell' ? undefined : 1 }).first()).toBeVisible();
  // Boxes of applications that are not active are empty (single-spa unmounted them) or were never made.
  await expect(
    main(page).locator(`[id^="easel-app-"]:not(#easel-app-${owner}):not(:empty)`),
    `only ${owner} renders ${pathOf(page)}`,
  ).toHaveCount(0);
  await expect(mainLandmark(page).getByRole('alert'), `no load failure on ${pathOf(page)}`).toHaveCount(0);
  // Pages speak the product's words: no remote's name on screen.
  await expect(page.locator('body'), `no internal name on ${pathOf(page)}`).not.toContainText(/\bmf-[a-z]+\b/);
}

/** The page's <main>: the routed applications' box (#easel-main) plus the shell's loading and failure states beside it. */
export const mainLandmark = (page: Page) => page.getByRole('main');

/** A client-side route change, as a PageLink makes it (single-spa's navigateToUrl), without knowing the header's links. */
export async function navigateInPage(page: Page, path: string) {
  await page.evaluate((url) => {
    const navigate = (window as unknown as { singleSpaNavigate?: (url: string) => void }).singleSpaNavigate;
    if (!navigate) throw new Error('single-spa has not started');
    navigate(url);
  }, path);
}
