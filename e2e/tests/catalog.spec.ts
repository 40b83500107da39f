import { expect, main, test } from '../support/fixtures';
import { pathOf, SAMPLE } from '../support/routes';

test.describe.configure({ mode: 'parallel' });

// mf-catalog's pages against the demo seed (60 artworks; the sample is a featured, not-for-sale artwork of Mara Okafor).

test('when a visitor opens the home page, then The Weekly Pulse, the newest artworks and About us are shown', async ({
  page,
}) => {
  await page.goto('/');
  const box = main(page).locator('#easel-app-mf-catalog');
  await expect(box.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(box.locator('#WeeklyPulse').getByRole('heading', { name: 'The Weekly Pulse' })).toBeVisible();
  await expect(box.getByRole('list', { name: 'The Weekly Pulse' }).getByRole('article').first()).toBeVisible();
  await expect(box.getByRole('list', { name: 'Newest artworks' }).getByRole('article')).toHaveCount(12);
  await expect(box.locator('#Aboutus')).toContainText('art marketplace');
  const image = box.getByRole('list', { name: 'Newest artworks' }).getByRole('img').first();
  await expect(image).toHaveAttribute('srcset', /\?w=400 400w, .*\?w=800 800w/);
  await expect(image).toHaveAttribute('alt', / by /);
});

test('when a visitor opens /#Aboutus, then About us is scrolled into view', async ({ page }) => {
  await page.goto('/#Aboutus');
  await expect(page.locator('#Aboutus')).toBeInViewport();
});

for (const width of [1280, 390]) {
  test(`at ${width} px, when a visitor opens /#WeeklyPulse, then the page scrolls to its heading, just below the sticky header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/#WeeklyPulse');
    const heading = page.locator('#WeeklyPulse').getByRole('heading', { name: 'The Weekly Pulse' });
    const headerBottom = async () => {
      const box = (await page.getByRole('banner').boundingBox())!;
      return box.y + box.height;
    };
    const gap = async () => Math.round((await heading.boundingBox())!.y - (await headerBottom()));
    // The page scrolls there smoothly: read once it has stopped, the same twice 300 ms apart.
    const settledGap = async () => {
      const before = await gap();
      await page.waitForTimeout(300);
      const after = await gap();
      return before === after ? after : NaN;
    };
    // Within 100 px of the header's bottom edge (scrolled there, not merely low on the page), and not under it.
    await expect.poll(settledGap).toBeLessThan(100);
    expect(await gap()).toBeGreaterThanOrEqual(0);
  });
}

test('when a visitor clicks an artwork card on the home page, then its detail page opens', async ({ page }) => {
  await page.goto('/');
  const card = main(page).getByRole('list', { name: 'Newest artworks' }).getByRole('article').first();
  const title = (await card.getByRole('heading').getAttribute('title')) ?? '';
  await card.getByRole('link').click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/art\/[a-z0-9-]+$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
});

test.describe('the artwork detail page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('when a visitor opens a featured artwork, then its details, About the art and its artist are shown', async ({
    page,
  }) => {
    await page.goto(`/art/${SAMPLE.artwork}`);
    const box = main(page);
    await expect(box.getByRole('heading', { level: 1 })).toHaveText('Quiet Thunder');
    await expect(box.getByRole('link', { name: 'Mara Okafor', exact: true })).toHaveAttribute(
      'href',
      `/artist/${SAMPLE.artist}`,
    );
    await expect(box.getByText(/ on /).first()).toBeVisible();
    await expect(box.getByText(/\d+ × \d+ cm/)).toBeVisible();
    await expect(box.getByRole('heading', { name: 'About the art' })).toBeVisible();
    await expect(box.getByRole('link', { name: 'View Gallery' })).toHaveAttribute(
      'href',
      `/artist/${SAMPLE.artist}#Gallery`,
    );
    await expect(box.getByText('Certificate of Authenticity', { exact: true })).toBeVisible();
  });

  test('when a visitor opens the image and presses Escape, then the full-screen lightbox opens and closes', async ({
    page,
  }) => {
    await page.goto(`/art/${SAMPLE.artwork}`);
    await main(page)
      .getByRole('button', { name: /full screen/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Quiet Thunder' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('when a visitor bookmarks the artwork and copies its link, then it is bookmarked and "Link copied to clipboard" is shown', async ({
    page,
  }) => {
    await page.goto(`/art/${SAMPLE.artwork}`);
    await main(page).getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(main(page).getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('guestBookmarks'))).toContain(SAMPLE.artwork);
    await main(page).getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  });
});

test.describe('an unknown artwork', () => {
  test.use({ allowedErrors: [/status of 404/] });

  test('when a visitor opens /art/no-such-art, then an error is shown and they land on /', async ({ page }) => {
    await page.goto('/art/no-such-art');
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect(page.getByRole('alert').filter({ hasText: 'No Art Found' }).first()).toBeVisible();
  });
});

test('when a visitor searches for artworks for sale, then the filter is in the URL and only artworks for sale are listed', async ({
  page,
}) => {
  await page.goto('/search');
  const results = main(page).getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  await main(page).getByLabel('Availability').selectOption('true');
  await expect.poll(() => pathOf(page)).toBe('/search?forSale=true');
  // the demo seed has 60 artworks, some of them featured (not for sale)
  await expect(main(page).getByText(/^\d+ artworks?$/)).not.toHaveText('60 artworks');
  await expect(results.getByRole('article').first()).toBeVisible();
});

test('when a visitor searches for text nothing matches, then the empty state is shown', async ({ page }) => {
  await page.goto('/search?q=zzzqqqxxnomatch');
  await expect(main(page).getByText('No artworks match your search.', { exact: false })).toBeVisible();
});

test('when a visitor bookmarks an artwork, then /favourites lists it', async ({ page }) => {
  await page.goto(`/art/${SAMPLE.artwork}`);
  await main(page).getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(main(page).getByRole('button', { name: 'Bookmarked' })).toBeVisible();
  await page.goto('/favourites');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Bookmarks');
  await expect(
    main(page)
      .getByRole('list', { name: 'Bookmarked artworks' })
      .getByRole('link', { name: /Quiet Thunder/ }),
  ).toHaveAttribute('href', `/art/${SAMPLE.artwork}`);
});

test('when a visitor opens /artists, then the artists with published work are listed with links to their pages', async ({
  page,
}) => {
  await page.goto('/artists');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Artists');
  await expect(
    main(page)
      .getByRole('list', { name: 'Artists' })
      .getByRole('link', { name: /Mara Okafor/ }),
  ).toHaveAttribute('href', `/artist/${SAMPLE.artist}`);
});
