import type { Page } from '@playwright/test';
import { publishArtwork, registerArtist } from '../support/artworks';
import { signInAsArtist } from '../support/community';
import { expect, main, test } from '../support/fixtures';

// The artist page, its owner's tiles and its in-place edit mode.

const gallery = (page: Page) => main(page).getByRole('region', { name: 'Gallery' });
const about = (page: Page) => main(page).getByRole('region', { name: 'About me' });
const darkTheme = (page: Page) => page.addInitScript(() => localStorage.setItem('theme', 'dark'));
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('when a visitor opens a demo artist’s page, then Gallery with their series, About me and the header’s Contact Me show', async ({
      page,
    }) => {
      await page.goto('/artist/jonas-lindqvist');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Jonas Lindqvist');
      await expect(gallery(page)).toHaveAttribute('id', 'Gallery');
      // The series' headings (the cards' titles, when they have arrived, are headings too).
      for (const series of ['Coast', 'Inland'])
        await expect(gallery(page).getByRole('heading', { level: 3, name: series, exact: true })).toBeVisible();
      await expect(
        gallery(page).getByRole('list', { name: 'Coast, by Jonas Lindqvist' }).getByRole('article'),
      ).toHaveCount(3);
      await expect(about(page)).toHaveAttribute('id', 'Aboutme');
      await expect(about(page).getByText(/Jonas Lindqvist is a landscape artist/)).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/artist-page-jonas-light-${width}.png`, fullPage: true });

      await page.getByRole('banner').getByRole('button', { name: 'Contact Me' }).click();
      await expect(page.getByRole('dialog', { name: 'Message Jonas Lindqvist' })).toBeVisible();
    });

    test('when the demo artist’s page is seen in the dark theme, then it keeps its colours readable', async ({
      page,
    }) => {
      await darkTheme(page);
      await page.goto('/artist/jonas-lindqvist#Aboutme');
      await expect(about(page)).toBeInViewport();
      await page.goto('/artist/jonas-lindqvist');
      await expect(gallery(page).getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: `test-results/artist-page-jonas-dark-${width}.png`, fullPage: true });
    });

    test('when an artist with one work opens their page, then the gift card tile and Add Artwork fill it, and the locked card opens the popup', async ({
      page,
      request,
    }) => {
      const artist = await registerArtist(request, `Tilda ${width}`);
      await publishArtwork(request, artist, { title: 'Only Harbour' });
      await signInAsArtist(page, artist);
      await page.goto(`/artist/${artist.slug}`);
      const tiles = gallery(page).locator('.art-gallery > li:visible');
      await expect(gallery(page).getByRole('article')).toHaveCount(1);
      await expect(tiles).toHaveCount(width > 600 ? 7 : 3);
      await page.screenshot({ path: `test-results/artist-page-owner-${width}.png`, fullPage: true });
      await gallery(page)
        .getByRole('button', { name: /Gift card/ })
        .click();
      const popup = page.getByRole('dialog', { name: 'Gift cards are locked' });
      await expect(popup).toContainText('You need a minimum of 4 artworks to unlock the giftcards to be published.');
      await popup.getByRole('button', { name: 'Cancel' }).click();
      await expect(popup).toHaveCount(0);
    });

    test('when the owner edits their page, then the editor fits the width in the light and the dark theme', async ({
      page,
      request,
    }) => {
      const artist = await registerArtist(request, `Wanda ${width}`);
      await publishArtwork(request, artist, { title: 'A Harbour with a Rather Long Title for a Phone' });
      await signInAsArtist(page, artist);
      await page.goto(`/artist/${artist.slug}?edit=true`);
      await main(page).getByRole('checkbox', { name: 'Use my own colours' }).check();
      await expect(main(page).getByRole('button', { name: 'Save' })).toBeInViewport();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/artist-page-edit-light-${width}.png`, fullPage: true });
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await main(page).getByRole('checkbox', { name: 'Use my own colours' }).check();
      await page.screenshot({ path: `test-results/artist-page-edit-dark-${width}.png`, fullPage: true });
    });
  });
}

test.describe('an unknown slug', () => {
  test.use({ allowedErrors: [/status of 404/] });

  test('when nobody has the slug, then the page says the artist is not found', async ({ page }) => {
    await page.goto('/artist/nobody-goes-by-this-name');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Artist not found');
    await expect(main(page).getByRole('link', { name: 'See all artists' })).toHaveAttribute('href', '/artists');
  });
});

test('when the owner changes the colours and the order in ?edit=true and saves, then both stay after a reload; another artist’s ?edit=true is only the page', async ({
  page,
  request,
  browser,
}) => {
  const owner = await registerArtist(request, 'Edda Owner');
  await publishArtwork(request, owner, { title: 'First Harbour' });
  await publishArtwork(request, owner, { title: 'Second Harbour' });
  await signInAsArtist(page, owner);
  await page.goto(`/artist/${owner.slug}?edit=true`);
  const works = gallery(page)
    .getByRole('list', { name: /Works in/ })
    .getByRole('listitem');
  await expect(works).toHaveText([/Second Harbour/, /First Harbour/]);
  await main(page).getByRole('checkbox', { name: 'Use my own colours' }).check();
  await main(page).getByLabel('Background colour').fill('#102a43');
  await main(page).getByRole('button', { name: 'Move First Harbour up' }).click();
  await main(page)
    .getByRole('textbox', { name: /About me text/ })
    .fill('Harbours at every hour.');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Contact Me' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your page is saved')).toBeVisible();

  await page.reload();
  await expect(works).toHaveText([/First Harbour/, /Second Harbour/]);
  await expect(main(page).getByLabel('Background colour')).toHaveValue('#102a43');
  await page.goto(`/artist/${owner.slug}`);
  await expect(about(page)).toHaveCSS('background-color', 'rgb(16, 42, 67)');
  await expect(about(page).getByText('Harbours at every hour.')).toBeVisible();
  const cards = gallery(page).getByRole('article');
  await expect(cards.first()).toContainText('First Harbour');

  const other = await registerArtist(request, 'Otto Other');
  const otherPage = await browser.newPage();
  await signInAsArtist(otherPage, other);
  await otherPage.goto(`/artist/${owner.slug}?edit=true`);
  await expect(main(otherPage).getByText('Harbours at every hour.')).toBeVisible();
  await expect(main(otherPage).getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(main(otherPage).getByRole('textbox')).toHaveCount(0);
  await otherPage.close();
});
