import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminToken, signInAdmin } from '../support/admin-session';
import { DEMO, expect, main, test } from '../support/fixtures';
import { recordRequests } from '../support/network';
import { expectOwnerRenders, SAMPLE, type Owner } from '../support/routes';
import { signIn } from '../support/session';

// mf-admin stays the one remote a non-admin never downloads; admin and user tokens never open each other's
// calls; the owner reads and exports the audit log.

test.describe.configure({ mode: 'parallel' });

const BROWSING: [string, Owner][] = [
  ['/', 'mf-catalog'],
  ['/search', 'mf-catalog'],
  [`/art/${SAMPLE.artwork}`, 'mf-catalog'],
  [`/artist/${SAMPLE.artist}`, 'mf-artist'],
  ['/cart', 'mf-commerce'],
  ['/login', 'shell'],
];

/** Every request the page makes for the admin remote's files: its address is where /remotes.json says it lives. */
async function adminFileRequests(page: Page) {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  const entry = new URL(remotes['mf-admin']!, test.info().project.use.baseURL);
  const folder = entry.href.slice(0, entry.href.lastIndexOf('/') + 1);
  return recordRequests(page, (url) => url.startsWith(folder));
}

async function browseTheSite(page: Page, { signedIn = false } = {}) {
  for (const [path, owner] of BROWSING) {
    await page.goto(path);
    // A signed-in customer has no login form to see: /login is only opened, and must not need mf-admin either.
    if (!(signedIn && path === '/login')) await expectOwnerRenders(page, owner);
    await page.waitForLoadState('networkidle');
  }
}

test.describe('nobody but an admin downloads the admin area', () => {
  test('when a visitor browses the site, then no file of mf-admin is requested', async ({ page }) => {
    const requested = await adminFileRequests(page);
    await browseTheSite(page);
    expect(requested).toEqual([]);
  });

  test('when a signed-in customer browses the site, then no file of mf-admin is requested', async ({ page }) => {
    await signIn(page, 'collector');
    const requested = await adminFileRequests(page);
    await browseTheSite(page, { signedIn: true });
    expect(requested).toEqual([]);
  });

  test('when a visitor opens /admin/login, then the admin remote is fetched from that same address (the check above can see it)', async ({
    page,
  }) => {
    const requested = await adminFileRequests(page);
    await page.goto('/admin/login');
    await expectOwnerRenders(page, 'mf-admin');
    expect(requested.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  });
});

test.describe('admin and user tokens open only their own calls', () => {
  // One signed-in call of each service the users use.
  const USER_CALLS = [
    ['identity', '/api/user/me'],
    ['catalog', `/api/artwork/get/${SAMPLE.artwork}`],
    ['artist', '/api/inbox/unread'],
    ['commerce', '/api/cart'],
    ['community', `/api/artwork/comment/mentions/${SAMPLE.artwork}`],
  ] as const;

  test('when an admin token calls a user call of each service, then 401, where the customer’s own token is answered', async ({
    request,
  }) => {
    const login = await request.post('/api/auth/login', { data: { email: DEMO.collector, password: DEMO.password } });
    const userToken = ((await login.json()) as { token: string }).token;
    const staffToken = await adminToken(request, 'moderator');
    for (const [service, path] of USER_CALLS) {
      const asUser = await request.get(path, { headers: { authorization: `Bearer ${userToken}` } });
      expect(asUser.status(), `${service} ${path} answers the customer`).toBe(200);
      const asAdmin = await request.get(path, { headers: { authorization: `Bearer ${staffToken}` } });
      expect(asAdmin.status(), `${service} ${path} refuses the admin token`).toBe(401);
    }
    const adminCall = await request.get('/api/admin/me', { headers: { authorization: `Bearer ${userToken}` } });
    expect(adminCall.status(), 'the admin service refuses the user token').toBe(401);
  });
});

test.describe('the audit log', () => {
  test('when the owner opens /admin/audit, then their sign-in is there; filtered by action, the address keeps it, and the CSV has the same lines', async ({
    page,
  }) => {
    await signInAdmin(page, 'owner');
    await page.goto('/admin/audit');
    const log = main(page).getByRole('list', { name: 'Audit log lines' });
    const signIns = log.getByRole('article', { name: 'admin.login by Ada Admin' });
    await expect(signIns.first()).toBeVisible();
    await expect(signIns.first()).toContainText('admin@easel.example');

    const filters = main(page).getByRole('search', { name: 'Filter the audit log' });
    await filters.getByLabel('Action').selectOption('admin.login');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?action=admin.login');
    await expect(log.getByRole('article').first()).toBeVisible();
    await expect(log.getByRole('article', { name: /^(?!admin\.login by )/ })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await main(page).getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^easel-audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(header).toBe('at,admin_email,admin_name,action,target,reason,before,after');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,[^,]+@easel\.example,[^,]+,admin\.login,/);
    expect(lines).toContainEqual(expect.stringMatching(/,admin@easel\.example,Ada Admin,admin\.login,,/));
  });
});
