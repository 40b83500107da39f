import type { APIRequestContext, Page } from '@playwright/test';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { pathOf } from '../support/routes';

// A visitor's journey through the catalog, beyond catalog.spec.ts: from The Weekly Pulse to a filtered search, guest
// bookmarks kept through registration (spec §4: synced when the user logs in), and the magazine.

test.describe.configure({ mode: 'parallel' });

const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);
const storedList = async (page: Page, key: string) => JSON.parse((await stored(page, key)) ?? '[]') as string[];
const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The full titles of the search results on screen (cards cut long titles; the heading keeps the full one as its title). */
const resultTitles = (page: Page) =>
  main(page)
    .getByRole('list', { name: 'Search results' })
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((h) => h.getAttribute('title')));

/** What GET /api/search answers for the page's current URL, as the search page asks it. */
async function catalogTitles(request: APIRequestContext, page: Page) {
  const answer = await request.get('/api/search', { params: { pageSize: '24', ...searchParams(page) } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { artworks: { title: string }[] }).artworks.map((art) => art.title);
}

/** The results match the catalog's answer for the URL's filters and differ from what was shown before. */
async function expectResultsFor(page: Page, request: APIRequestContext, before: (string | null)[]) {
  await expect
    .poll(async () => JSON.stringify(await resultTitles(page)))
    .toBe(JSON.stringify(await catalogTitles(request, page)));
  const now = await resultTitles(page);
  expect(now, 'the results changed').not.toEqual(before);
  return now;
}

test('when a visitor browses, searches with filters and bookmarks as a guest, then registering keeps the bookmarks on /favourites and on the server', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const box = main(page);

  await test.step('home: The Weekly Pulse and the newest artworks, then an artwork from the Pulse', async () => {
    await page.goto('/');
    const pulse = box.getByRole('list', { name: 'The Weekly Pulse' }).getByRole('article');
    await expect(pulse.first()).toBeVisible();
    await expect(box.getByRole('list', { name: 'Newest artworks' }).getByRole('article').first()).toBeVisible();
    const title = (await pulse.first().getByRole('heading').getAttribute('title')) ?? '';
    await pulse.first().getByRole('link').click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/art\/[a-z0-9-]+$/);
    await expect(box.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  let slug = '';
  await test.step('search: text, availability, sort and medium go into the URL and change the results; pages turn', async () => {
    await page.goto('/search');
    let shown = await expectResultsFor(page, request, []);
    await box.getByRole('searchbox', { name: 'Search text' }).fill('light');
    await box.getByRole('searchbox', { name: 'Search text' }).press('Enter');
    await expect.poll(() => searchParams(page)).toEqual({ q: 'light' });
    shown = await expectResultsFor(page, request, shown);

    await box.getByLabel('Availability').selectOption({ label: 'For sale' });
    await expect.poll(() => searchParams(page)).toEqual({ q: 'light', forSale: 'true' });
    shown = await expectResultsFor(page, request, shown);

    await box.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect.poll(() => searchParams(page)).toEqual({ q: 'light', forSale: 'true', sort: 'price_desc' });
    shown = await expectResultsFor(page, request, shown);

    await box.getByLabel('Medium', { exact: true }).fill('Photography');
    await box.getByLabel('Medium', { exact: true }).press('Enter');
    await expect
      .poll(() => searchParams(page))
      .toEqual({ q: 'light', forSale: 'true', sort: 'price_desc', medium: 'Photography' });
    await expectResultsFor(page, request, shown);

    // the demo seed has more for-sale artworks than one page of 24
    await page.goto('/search?forSale=true');
    shown = await expectResultsFor(page, request, []);
    await expect(box.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await box.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => searchParams(page)).toEqual({ forSale: 'true', page: '2' });
    await expect(box.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expectResultsFor(page, request, shown);

    await box.getByRole('list', { name: 'Search results' }).getByRole('article').first().getByRole('link').click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/art\/[a-z0-9-]+$/);
    slug = pathOf(page).slice('/art/'.length);
  });

  let artist = '';
  await test.step('bookmark the artwork and its artist as a guest: both kept in local storage', async () => {
    artist = ((await box.locator('a[href^="/artist/"]').first().getAttribute('href')) ?? '')
      .replace(/^\/artist\//, '')
      .replace(/#.*$/, '');
    expect(artist).not.toBe('');
    await box.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(box.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    await box.getByRole('button', { name: 'Bookmark artist' }).click();
    await expect(box.getByRole('button', { name: 'Artist bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    expect(await storedList(page, 'guestBookmarks')).toEqual([slug]);
    expect(await storedList(page, 'guestArtistBookmarks')).toEqual([artist]);
  });

  await test.step('register as a collector: the guest bookmarks go to the server and the guest lists are cleared', async () => {
    await page.goto('/register');
    const form = box.getByRole('form', { name: 'Create your account' });
    await form.getByLabel('First name').fill('Vera');
    await form.getByLabel('Last name').fill('Visitor');
    await form.getByLabel('E-mail').fill(uniqueEmail('visitor'));
    await form.getByLabel('Password').fill('visitor-secret-1');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect.poll(() => stored(page, 'guestBookmarks')).toBeNull();
    expect(await stored(page, 'guestArtistBookmarks')).toBeNull();
  });

  await test.step('GET /api/user/me has both bookmarks', async () => {
    const me = await request.get('/api/user/me', {
      headers: { Authorization: `Bearer ${await stored(page, 'token')}` },
    });
    expect(me.ok()).toBe(true);
    const user = (await me.json()) as { role: string; bookmarks: string[]; artistbookmarks: string[] };
    expect(user).toMatchObject({ role: 'customer', bookmarks: [slug], artistbookmarks: [artist] });
  });

  await test.step('/favourites lists both', async () => {
    await page.goto('/favourites');
    await expect(
      box.getByRole('list', { name: 'Bookmarked artworks' }).locator(`a[href="/art/${slug}"]`),
    ).toBeVisible();
    await expect(
      box.getByRole('list', { name: 'Bookmarked artists' }).locator(`a[href="/artist/${artist}"]`),
    ).toBeVisible();
  });
});

test.describe('the magazine', () => {
  test('when a visitor opens /magazine, then the newest article leads, the others follow, and an article opens with its body', async ({
    page,
    request,
  }) => {
    const { articles } = (await (await request.get('/api/magazine')).json()) as {
      articles: { link: string; title: string; author: string }[];
    };
    expect(articles.length).toBeGreaterThan(1);
    const [lead, second] = articles as [(typeof articles)[number], (typeof articles)[number]];
    await page.goto('/magazine');
    const box = main(page);
    await expect(box.getByRole('heading', { level: 1 })).toHaveText('Magazine');
    await expect(box.getByRole('heading', { level: 2, name: lead.title })).toBeVisible();
    await expect(box.getByRole('list', { name: 'More stories' }).getByRole('article')).toHaveCount(articles.length - 1);
    // covers are decorative (alt=""): the title beside them names the article
    await expect(box.locator('img').first()).toHaveAttribute('src', /\/api\/media\/.+\?w=800$/);

    await box.getByRole('link', { name: second.title }).click();
    await expect.poll(() => pathOf(page)).toBe(`/magazine/${second.link}`);
    await expect(box.getByRole('heading', { level: 1 })).toHaveText(second.title);
    await expect(box.getByText(second.author).first()).toBeVisible();
    const body = box.locator('.cat-mag-article__body');
    await expect(body.locator('p').first()).not.toBeEmpty();
    await expect(body.locator('script')).toHaveCount(0);

    await box.getByRole('link', { name: 'Back to the magazine' }).click();
    await expect.poll(() => pathOf(page)).toBe('/magazine');
    await expect(box.getByRole('heading', { level: 1 })).toHaveText('Magazine');
  });

  test('when a visitor follows an artwork link in an article, then the artwork opens', async ({ page }) => {
    await page.goto('/magazine/inside-the-weekly-pulse');
    const link = main(page).locator('.cat-mag-article__body a[href^="/art/"]').first();
    const title = (await link.textContent()) ?? '';
    await link.click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/art\/[a-z0-9-]+$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test.describe('an unknown article', () => {
    test.use({ allowedErrors: [/status of 404/] });

    test("when a visitor opens /magazine/no-such-article, then 'Article not found' shows with a way back, and the URL stays", async ({
      page,
    }) => {
      await page.goto('/magazine/no-such-article');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Article not found');
      expect(pathOf(page)).toBe('/magazine/no-such-article');
      await main(page).getByRole('link', { name: 'Back to the magazine' }).click();
      await expect.poll(() => pathOf(page)).toBe('/magazine');
    });
  });

  test.describe('at 390 px wide', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('when a visitor reads the magazine on a phone, then nothing scrolls sideways', async ({ page }) => {
      for (const path of ['/magazine', '/magazine/how-to-buy-your-first-original']) {
        await page.goto(path);
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          path,
        ).toBeLessThanOrEqual(0);
      }
    });
  });
});
