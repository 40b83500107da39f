import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, main, test } from '../support/fixtures';
import { signIn } from '../support/session';

// Every field of /search reaches the URL by Enter, by the Search button and on change; the URL fills the
// fields; a refused price is said at its field; page turns go to the top of the results; phones fold the filters.

// A page turn or a search waits on the catalog: on a busy machine a test takes a while.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

interface Card {
  slug: string;
  title: string;
  featuredImage: string;
  medium: string;
  style: string | null;
  size: { width: number; height: number };
  price: number | null;
  discountPrice: number | null;
}

const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const filtersButton = (page: Page) => main(page).getByRole('button', { name: /^Filters/ });
const countHeading = (page: Page) => main(page).getByRole('heading', { level: 2, name: /^\d+ artworks?$/ });
const pageOf = (page: Page) =>
  main(page)
    .getByRole('navigation', { name: 'Pages' })
    .getByText(/^Page \d+ of \d+$/);

/** The slugs of the results on screen, in order. */
const shownSlugs = (page: Page) =>
  main(page)
    .locator('.cat-search__grid a[href^="/art/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!.slice('/art/'.length)))]);

/** What GET /api/search answers for these parameters. */
async function catalogSlugs(request: APIRequestContext, params: Record<string, string>) {
  const answer = await request.get('/api/search', { params: { pageSize: '24', ...params } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { artworks: Card[] }).artworks.map((art) => art.slug);
}

/**
 * A priced artwork for sale from the demo seed (its pictures are demo-*), and the value of every filter that finds it:
 * one that other tests publish alongside may be gone by the next step. The seed's are the oldest, so they are looked for
 * from the last page of the newest first.
 */
async function filtersFinding(request: APIRequestContext) {
  const page = async (n: number) =>
    (await (
      await request.get('/api/search', { params: { forSale: 'true', sort: 'newest', pageSize: '48', page: String(n) } })
    ).json()) as {
      artworks: Card[];
      total: number;
    };
  let art: Card | undefined;
  for (let n = Math.max(1, Math.ceil((await page(1)).total / 48)); !art && n >= 1; n--) {
    art = (await page(n)).artworks.find(
      (a) => a.featuredImage.startsWith('/api/media/demo-') && a.price !== null && a.style,
    );
  }
  if (!art) throw new Error('The demo seed has no priced artwork for sale');
  const price = art.discountPrice ?? art.price!;
  const { width, height } = art.size;
  const longest = Math.max(width, height);
  const orientation = Math.abs(width - height) <= 0.05 * longest ? 'square' : height > width ? 'portrait' : 'landscape';
  return {
    art,
    filters: {
      q: art.title.split(' ')[0]!,
      medium: art.medium,
      style: art.style!,
      minPrice: String(Math.floor(price) - 1),
      maxPrice: String(Math.ceil(price) + 1),
      size: longest < 50 ? 'small' : longest <= 100 ? 'medium' : 'large',
      orientation,
      forSale: 'true',
      sort: 'price_desc',
    },
  };
}

/** Opens /search (the catalog's remote may take a while to arrive on a busy machine). */
async function openSearch(page: Page, path = '/search') {
  await page.goto(path);
  await expect(main(page).getByRole('search', { name: 'Search artworks' })).toBeVisible({ timeout: 30_000 });
}

/** On a phone the filters are folded: open them. */
async function showFilters(page: Page) {
  const toggle = filtersButton(page);
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(field(page, 'Medium')).toBeVisible();
}

async function fillText(page: Page, filters: Record<string, string>) {
  await main(page).getByRole('searchbox', { name: 'Search text' }).fill(filters.q!);
  await field(page, 'Medium').fill(filters.medium!);
  await field(page, 'Style').fill(filters.style!);
  await field(page, 'Min price').fill(filters.minPrice!);
  await field(page, 'Max price').fill(filters.maxPrice!);
}

async function expectFields(page: Page, filters: Record<string, string>) {
  await expect(main(page).getByRole('searchbox', { name: 'Search text' })).toHaveValue(filters.q ?? '');
  for (const [label, key] of [
    ['Medium', 'medium'],
    ['Style', 'style'],
    ['Min price', 'minPrice'],
    ['Max price', 'maxPrice'],
    ['Size', 'size'],
    ['Orientation', 'orientation'],
    ['Availability', 'forSale'],
    ['Sort by', 'sort'],
  ] as const)
    await expect(field(page, label), label).toHaveValue(filters[key] ?? '');
}

async function expectResultsMatch(page: Page, request: APIRequestContext, slug?: string) {
  const wanted = await catalogSlugs(request, searchParams(page));
  if (slug) expect(wanted).toContain(slug);
  await expect.poll(() => shownSlugs(page)).toEqual(wanted);
}

const choose = async (select: Locator, value: string) => select.selectOption(value);

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('when every field is set and Search is clicked, then the URL holds them all at once, the results match, and a reload or back and forward refill the fields', async ({
      page,
      request,
    }) => {
      const { art, filters } = await filtersFinding(request);
      await openSearch(page);
      await showFilters(page);
      await choose(field(page, 'Size'), filters.size);
      await choose(field(page, 'Orientation'), filters.orientation);
      await choose(field(page, 'Availability'), filters.forSale);
      await choose(field(page, 'Sort by'), filters.sort);
      await expect
        .poll(() => searchParams(page))
        .toEqual({ size: filters.size, orientation: filters.orientation, forSale: 'true', sort: 'price_desc' });
      await fillText(page, filters);
      await main(page).getByRole('button', { name: 'Search', exact: true }).click();
      // At once, not after the pause that typing waits for.
      expect(searchParams(page)).toEqual(filters);
      await expectResultsMatch(page, request, art.slug);

      await page.reload();
      await expect(main(page).getByRole('search', { name: 'Search artworks' })).toBeVisible({ timeout: 30_000 });
      await expectFields(page, filters);
      await expectResultsMatch(page, request, art.slug);

      await page.goBack();
      await expect
        .poll(() => searchParams(page))
        .toEqual({ size: filters.size, orientation: filters.orientation, forSale: 'true', sort: 'price_desc' });
      await expectFields(page, {
        size: filters.size,
        orientation: filters.orientation,
        forSale: 'true',
        sort: 'price_desc',
      });
      await page.goForward();
      await expectFields(page, filters);
    });

    test('when the fields are typed and Enter is pressed in the last one, then every field is searched for; a suggestion is picked with the arrows first', async ({
      page,
      request,
    }) => {
      const { art, filters } = await filtersFinding(request);
      await openSearch(
        page,
        `/search?size=${filters.size}&orientation=${filters.orientation}&forSale=true&sort=price_desc`,
      );
      await showFilters(page);
      await main(page).getByRole('searchbox', { name: 'Search text' }).fill(filters.q);
      const medium = field(page, 'Medium');
      await medium.fill(filters.medium.slice(0, 3).toLowerCase());
      const suggestions = main(page).getByRole('listbox', { name: 'Medium suggestions' });
      await expect(suggestions.getByRole('option', { name: filters.medium, exact: true })).toBeVisible();
      for (let step = 0; step < 10 && (await medium.inputValue()) !== filters.medium; step++) {
        await medium.press('ArrowDown');
        const active = (await medium.getAttribute('aria-activedescendant')) ?? '';
        if (active && (await page.locator(`[id="${active}"]`).textContent()) === filters.medium)
          await medium.press('Enter');
      }
      await expect(medium).toHaveValue(filters.medium);
      await expect(suggestions).toBeHidden();
      await field(page, 'Style').fill(filters.style);
      await field(page, 'Min price').fill(filters.minPrice);
      await field(page, 'Max price').fill(filters.maxPrice);
      await field(page, 'Max price').press('Enter');
      expect(searchParams(page)).toEqual(filters);
      await expectResultsMatch(page, request, art.slug);
      await expectFields(page, filters);
    });

    test('when typing pauses, then what was typed is searched for without Enter', async ({ page }) => {
      await openSearch(page);
      await showFilters(page);
      await field(page, 'Style').fill('Abstract');
      await expect.poll(() => searchParams(page)).toEqual({ style: 'Abstract' });
      await field(page, 'Min price').fill('100');
      await expect.poll(() => searchParams(page)).toEqual({ style: 'Abstract', minPrice: '100' });
    });

    // The results are compared with the catalog's own: on a style no spec publishes (their test works are Abstract, see
    // support/artworks), works published meanwhile by specs running alongside never make the two differ.
    const QUIET_STYLE = 'Impressionism';
    for (const [min, max, label, message] of [
      ['900', '100', 'Max price', 'Maximum price must not be below the minimum price'],
      ['-5', '', 'Min price', 'Minimum price must be between 0 and 10,000,000'],
      ['', 'cheap', 'Max price', 'Maximum price must be a number, like 1250 or 1250.50'],
      ['', '20000000', 'Max price', 'Maximum price must be between 0 and 10,000,000'],
    ] as const) {
      test(`when the prices are '${min}' and '${max}', then ${label} says '${message}' itself and the other fields stay`, async ({
        page,
        request,
      }) => {
        await openSearch(page);
        await showFilters(page);
        await field(page, 'Style').fill(QUIET_STYLE);
        await field(page, 'Min price').fill(min);
        await field(page, 'Max price').fill(max);
        await field(page, 'Max price').press('Enter');
        const refused = field(page, label);
        await expect(refused).toHaveAttribute('aria-invalid', 'true');
        await expect(refused).toHaveAccessibleDescription(message);
        await expect(main(page).getByText(message)).toBeVisible();
        const other = field(page, label === 'Min price' ? 'Max price' : 'Min price');
        await expect(other).not.toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, 'Style')).toHaveValue(QUIET_STYLE);
        await expect(refused).toHaveValue(label === 'Min price' ? min : max);
        await expect(main(page).getByText('The search could not be run')).toHaveCount(0);
        // The search runs on what can be searched for.
        const { minPrice: _min, maxPrice: _max, ...rest } = searchParams(page);
        const kept: Record<string, string> = { ...rest };
        if (label === 'Max price' && min) kept.minPrice = min;
        if (label === 'Min price' && max) kept.maxPrice = max;
        await expect.poll(() => shownSlugs(page)).toEqual(await catalogSlugs(request, kept));
      });
    }

    test('when Next and Previous are used, then the view goes to the top of the results, which takes the focus', async ({
      page,
    }) => {
      await openSearch(page, '/search?forSale=true');
      await expect(pageOf(page)).toHaveText(/^Page 1 of \d+$/);
      const pages = main(page).getByRole('navigation', { name: 'Pages' });
      await pages.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => searchParams(page)).toEqual({ forSale: 'true', page: '2' });
      await expect(pageOf(page)).toHaveText(/^Page 2 of \d+$/);
      await expect(countHeading(page)).toBeFocused();
      const top = async () => (await countHeading(page).boundingBox())!.y;
      await expect.poll(top).toBeGreaterThanOrEqual(0);
      expect(await top()).toBeLessThan(200);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before);

      await pages.getByRole('button', { name: 'Previous' }).scrollIntoViewIfNeeded();
      await pages.getByRole('button', { name: 'Previous' }).press('Enter');
      await expect.poll(() => searchParams(page)).toEqual({ forSale: 'true' });
      await expect(countHeading(page)).toBeFocused();
      expect(await top()).toBeGreaterThanOrEqual(0);
      expect(await top()).toBeLessThan(200);
    });

    test('when the page shows results, then its headings go down one level at a time', async ({ page }) => {
      await openSearch(page);
      await expect(countHeading(page)).toBeVisible();
      const levels = await main(page)
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
      expect(skips).toEqual([]);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when the page opens, then the filters are folded behind "Filters", which opens and closes by keyboard and counts the filters set', async ({
    page,
  }) => {
    await openSearch(page, '/search?medium=Oil&sort=newest');
    const toggle = filtersButton(page);
    await expect(toggle).toHaveText('Filters (1)');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(field(page, 'Medium')).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(field(page, 'Medium')).toHaveValue('Oil');
    await field(page, 'Availability').selectOption({ label: 'For sale' });
    await expect(toggle).toHaveText('Filters (2)');
    await field(page, 'Availability').press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(field(page, 'Medium')).toBeHidden();
    await page.keyboard.press('Space');
    await expect(field(page, 'Medium')).toBeVisible();
    const box = (await main(page).locator('.cat-search__filters').boundingBox())!;
    expect(box.x + box.width, 'the filters fit the phone').toBeLessThanOrEqual(390);
  });

  test('when a shared link holds a price that cannot be searched for, then the filters unfold and Max price says why', async ({
    page,
  }) => {
    await openSearch(page, '/search?maxPrice=cheap');
    await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(field(page, 'Max price')).toHaveAccessibleDescription(
      'Maximum price must be a number, like 1250 or 1250.50',
    );
    await expect(main(page).getByText('Maximum price must be a number, like 1250 or 1250.50')).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('when the page opens, then every filter shows and no Filters button is needed', async ({ page }) => {
    await openSearch(page, '/search?medium=Oil');
    await expect(filtersButton(page)).toBeHidden();
    await expect(field(page, 'Medium')).toHaveValue('Oil');
    await expect(field(page, 'Sort by')).toBeVisible();
  });
});

test.describe('the publish form', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px, when an artist types a medium and a style on /publish, then the catalog's own words are offered, as in search`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const vocabulary = (await (await request.get('/api/artworks/vocabulary')).json()) as {
        media: string[];
        styles: string[];
      };
      await signIn(page, 'artist');
      await page.goto('/publish');
      for (const [label, word] of [
        ['Medium', vocabulary.media[0]!],
        ['Style', vocabulary.styles[0]!],
      ] as const) {
        await field(page, label).fill(word.slice(0, 3).toLowerCase());
        const offered = main(page).getByRole('listbox', { name: `${label} suggestions` });
        await offered.getByRole('option', { name: word, exact: true }).click();
        await expect(field(page, label)).toHaveValue(word);
        await expect(offered).toBeHidden();
      }
    });
  }
});
