import { analyticsFigure, analyticsTotal, recordChartCode, registerCollector } from '../support/analytics';
import { publishArtwork, registerArtist } from '../support/artworks';
import { buyWork, signInAs } from '../support/buying';
import { signInAsArtist } from '../support/community';
import { expect, main, test } from '../support/fixtures';

const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date());

test('when a visitor views a new work and a collector saves it, then its artist’s analytics count 1 view and 1 save, and the charts load only there', async ({
  page,
  browser,
  request,
}) => {
  const artist = await registerArtist(request, 'Ada Analytics');
  const slug = await publishArtwork(request, artist, { title: 'Counted Harbour' });
  await buyWork(request, await publishArtwork(request, artist, { title: 'Sold Lantern', price: 500 }), 50_000);

  const visitor = await browser.newPage();
  await visitor.goto(`/art/${slug}`);
  await expect(main(visitor).getByRole('heading', { name: 'Counted Harbour' })).toBeVisible();
  await visitor.close();
  const collector = await registerCollector(request, 'Cleo');
  expect(
    (await request.post(`/api/user/bookmark/${slug}`, { headers: collector.auth })).ok(),
    'the collector saves the work',
  ).toBe(true);

  await signInAsArtist(page, artist);
  const chartCode = recordChartCode(page);
  await page.goto(`/artist/${artist.slug}`);
  await expect(main(page).getByRole('heading', { name: artist.name, level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await chartCode(), 'no charting code on the artist page').toEqual([]);

  await page.goto('/analytics');
  await expect(main(page).getByRole('heading', { name: 'Collector analytics', level: 1 })).toBeVisible();
  await expect(analyticsTotal(page, 'Views: 1 view')).toContainText('1');
  await expect(analyticsTotal(page, 'Saves: 1 save')).toContainText('1');
  await expect(analyticsTotal(page, 'Sales: 1 sale')).toContainText('€500');
  expect(await chartCode(), 'the charting code comes with /analytics').toHaveLength(1);

  const audience = analyticsFigure(page, 'Audience');
  await expect(audience).toContainText(`1 view in the last 30 days; the most on ${today} (1).`);
  await audience.getByText('Show the numbers').click();
  await expect(audience.getByRole('row', { name: today })).toHaveText(`${today}1`);
  const engagement = analyticsFigure(page, 'Saves and likes');
  await expect(engagement).toContainText(
    `1 save in the last 30 days; the most on ${today} (1). No likes in the last 30 days.`,
  );
  await engagement.getByText('Show the numbers').click();
  await expect(engagement.getByRole('row', { name: today })).toHaveText(`${today}10`);

  await main(page).getByLabel('Artwork').selectOption({ label: 'Counted Harbour' });
  await expect(page).toHaveURL(new RegExp(`/analytics\\?period=30d&art=${slug}$`));
  await expect(analyticsTotal(page, 'Views: 1 view')).toBeVisible();
  await expect(analyticsTotal(page, 'Sales: 0 sales')).toBeVisible();
  await main(page).getByLabel('Period').selectOption({ label: 'Last 12 weeks, by week' });
  await expect(analyticsFigure(page, 'Audience')).toContainText('1 view in the last 12 weeks; the most in the week of');
  await expect(analyticsTotal(page, 'Saves: 1 save')).toBeVisible();
  await main(page).getByLabel('Artwork').selectOption({ label: 'All artworks' });
  await expect(analyticsTotal(page, 'Sales: 1 sale')).toBeVisible();

  // Looked at by a person: both widths, both themes (the charts read the theme's colours again when it changes).
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The charts follow the window: nothing is wider than the page, at a phone's width too.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((name) => document.documentElement.setAttribute('data-theme', name), theme);
      await page.screenshot({ path: test.info().outputPath(`analytics-${width}-${theme}.png`), fullPage: true });
    }
  }
});

test('when an artist has published nothing yet, then /analytics says so and offers to publish', async ({
  page,
  request,
}) => {
  const artist = await registerArtist(request, 'Nia Newcomer');
  await signInAsArtist(page, artist);
  await page.goto('/analytics');
  await expect(main(page).getByRole('heading', { name: 'No artworks yet' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Publish an artwork' })).toHaveAttribute('href', '/publish');
  await expect(analyticsTotal(page, 'Views: 0 views')).toBeVisible();
});

test('when a collector opens /analytics, then the page says analytics are for artists', async ({ page, request }) => {
  const collector = await registerCollector(request, 'Cora');
  await signInAs(page, collector.email, collector.password);
  await page.goto('/analytics');
  await expect(main(page).getByRole('heading', { name: 'Collector analytics are for artists' })).toBeVisible();
  await expect(main(page)).toContainText('Your account is a collector’s account.');
});
