import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { logInThroughPage } from '../support/session';

// Sessions as the browser lives them: a 15-minute token renewed silently with the rotating refresh cookie,
// a logout that reaches every tab, and a replayed refresh cookie that ends the whole session.

const PASSWORD = 'session-secret-9';
const ENDED = 'Your session has ended, please log in again';
// A refused token or renewal is logged by the browser as a failed resource: those are the point here.
test.use({ allowedErrors: [/status of 401/] });

// A 1×1 PNG, for an upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const pathOf = (page: Page) => new URL(page.url()).pathname;
const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const endedToast = (page: Page) => page.locator('.Toastify').getByText(ENDED);
const loginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
const refreshCookie = async (context: BrowserContext) =>
  (await context.cookies()).find(({ name }) => name === 'easel_refresh')?.value;
const secondsLeft = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp - Date.now() / 1000;

async function newCustomer(request: APIRequestContext) {
  const email = uniqueEmail('session');
  const answer = await request.post('/api/auth/register', {
    data: { firstName: 'Sam', lastName: 'Okoro', email, password: PASSWORD, role: 'customer' },
  });
  expect(answer.status(), 'the customer registers').toBe(201);
  return email;
}

/**
 * Moves the stored token's `exp` by `seconds` from now, as if it were that old. Its signature no longer matches, so a
 * service refuses it; only a token that still looks valid to the browser is ever sent.
 */
function storeTokenExpiringIn(page: Page, seconds: number) {
  return page.evaluate((shift) => {
    const [header, payload, signature] = (window.localStorage.getItem('token') ?? '').split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor(Date.now() / 1000) + shift;
    const moved = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    window.localStorage.setItem('token', `${header}.${moved}.${signature}`);
  }, seconds);
}

/** The API calls a page sends: path, the token it carried and the status it got. */
function recordCalls(page: Page) {
  const calls: { path: string; token: string | undefined; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/')) return;
    calls.push({
      path: pathname,
      token: response.request().headers().authorization?.replace('Bearer ', ''),
      status: response.status(),
    });
  });
  return calls;
}

test('when the stored token has expired or is refused, then signed-in pages renew it silently and keep working', async ({
  page,
  request,
}) => {
  const email = await newCustomer(request);
  await logInThroughPage(page, email, PASSWORD);
  const calls = recordCalls(page);
  const renewals = () => calls.filter(({ path }) => path === '/api/auth/refresh');

  // A token the service refuses: becoming an artist is renewed once and sent once more. The header's cart (mf-commerce,
  // loaded behind the page) asks with the token too: under load it asked after the token was changed, and renewed it.
  const cartAsked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cart');
  await page.goto('/publish/register');
  await expect(heading(page)).toHaveText('Become an artist');
  await cartAsked;
  await storeTokenExpiringIn(page, 600);
  const refused = await stored(page, 'token');
  await main(page)
    .getByLabel('Artist name', { exact: true })
    .fill(`Sam Okoro Studio ${Date.now().toString(36)}`); // artist names are unique: a retry needs its own
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Submit artwork');
  const becomeArtist = calls.filter(({ path }) => path === '/api/user/become-artist');
  expect(becomeArtist.map(({ token, status }) => [token === refused, status])).toEqual([
    [true, 401],
    [false, 200],
  ]);
  expect(renewals().map(({ status }) => status)).toEqual([200]);

  // An expired token: the upload renews it before it is sent, instead of failing.
  await storeTokenExpiringIn(page, -60);
  const expired = await stored(page, 'token');
  await main(page)
    .getByLabel('Featured image', { exact: true })
    .setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: PNG });
  await expect(main(page).getByRole('img', { name: 'Uploaded sunrise.png' })).toBeVisible();
  expect(renewals().map(({ status }) => status)).toEqual([200, 200]);
  const upload = calls.find(({ path }) => path === '/api/media');
  expect(upload?.status).toBe(201);
  expect(upload?.token).not.toBe(expired);

  // Still signed in, told nothing; the stored token is the renewed one, good for about 15 minutes.
  const token = (await stored(page, 'token')) ?? '';
  expect(upload?.token).toBe(token);
  expect(secondsLeft(token)).toBeGreaterThan(14 * 60);
  expect(secondsLeft(token)).toBeLessThanOrEqual(15 * 60);
  await expect(endedToast(page)).toHaveCount(0);
  await expect(loginLink(page)).toHaveCount(0);
});

test('when two tabs find the token expired at once, then they renew one after the other and both stay signed in', async ({
  page,
  context,
  request,
}) => {
  const email = await newCustomer(request);
  await logInThroughPage(page, email, PASSWORD);
  const other = await context.newPage();
  const renewals: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/refresh') renewals.push(response.status());
  });

  // The refresh cookie rotates: two renewals sent with the same cookie would look like its reuse and end the session.
  await storeTokenExpiringIn(page, -60);
  await Promise.all([page.goto('/'), other.goto('/')]);
  await expect.poll(() => renewals.length).toBeGreaterThan(0);
  await Promise.all([page.waitForLoadState('networkidle'), other.waitForLoadState('networkidle')]);
  expect(
    renewals.filter((status) => status !== 200),
    'renewals refused',
  ).toEqual([]);
  for (const tab of [page, other]) {
    await expect(endedToast(tab)).toHaveCount(0);
    await expect(loginLink(tab)).toHaveCount(0);
  }
  expect(secondsLeft((await stored(other, 'token')) ?? '')).toBeGreaterThan(14 * 60);
});

test("when the visitor logs out in one tab, then the other tab's next signed-in action ends its session too, with a toast", async ({
  page,
  context,
  request,
}) => {
  const email = await newCustomer(request);
  await logInThroughPage(page, email, PASSWORD);
  const other = await context.newPage();
  const otherCalls = recordCalls(other);
  await other.goto('/publish/register');
  await expect(heading(other)).toHaveText('Become an artist');

  await page.goto('/logout');
  await expect.poll(() => pathOf(page)).toBe('/login');

  await main(other).getByLabel('Artist name', { exact: true }).fill('Second Tab Studio');
  await main(other).getByRole('button', { name: 'Continue' }).click();
  await expect(endedToast(other)).toBeVisible();
  await expect(loginLink(other)).toBeVisible();
  expect(pathOf(other)).toBe('/publish/register');
  // The request went as a visitor's and was refused: the account is still a customer.
  await expect
    .poll(() => otherCalls.filter(({ path }) => path === '/api/user/become-artist'))
    .toEqual([{ path: '/api/user/become-artist', token: undefined, status: 401 }]);
  const again = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect((await again.json()).user.role).toBe('customer');
});

test('when a spent refresh cookie is used again, then the whole session ends: the next renewal in the page fails and says so', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
}) => {
  const email = await newCustomer(request);
  await logInThroughPage(page, email, PASSWORD);
  const spent = await refreshCookie(context);
  expect(spent, 'the login leaves the refresh cookie in the browser').toBeTruthy();

  // The page renews: the cookie rotates, the old value is spent.
  await storeTokenExpiringIn(page, -60);
  await page.goto('/');
  // The cookie rotates as the answer arrives; the new token is stored a moment later.
  await expect
    .poll(async () => {
      const token = await stored(page, 'token');
      return token ? secondsLeft(token) : 0;
    })
    .toBeGreaterThan(14 * 60);
  expect(await refreshCookie(context)).not.toBe(spent);
  const renewed = (await stored(page, 'token')) ?? '';

  // Someone who kept the spent cookie replays it, from elsewhere.
  const elsewhere = await playwright.request.newContext({ baseURL });
  const replay = await elsewhere.post('/api/auth/refresh', { headers: { Cookie: `easel_refresh=${spent}` } });
  expect(replay.status()).toBe(401);
  expect(await replay.json()).toEqual({ message: ENDED });
  await elsewhere.dispose();

  // The whole session has ended: the page's token is refused within seconds...
  await expect
    .poll(async () => (await request.get('/api/user/me', { headers: { Authorization: `Bearer ${renewed}` } })).json(), {
      timeout: 10_000,
    })
    .toEqual({ message: ENDED });
  // ...and its next renewal fails: signed out where it stands, with the toast, the cookie gone.
  await storeTokenExpiringIn(page, -60);
  await page.goto('/');
  await expect(endedToast(page)).toBeVisible();
  await expect(loginLink(page)).toBeVisible();
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'user')).toBeNull();
  expect(await refreshCookie(context)).toBeUndefined();
});
