import type { APIRequestContext, Page } from '@playwright/test';
import { registerArtist, publishArtwork } from '../support/artworks';
import { expect, main, test } from '../support/fixtures';
import { recordRequests } from '../support/network';
import { SAMPLE } from '../support/routes';
import { expectToastBelowHeader } from '../support/toasts';

// The artist page's first slice (picture, name, Gallery) and deleting an artwork landing on it.

const gallery = (page: Page) => main(page).getByRole('region', { name: 'Gallery' });

/** A new artist of this test's own, with two artworks: deleting one disturbs no other spec. */
async function artistWithTwoWorks(request: APIRequestContext, tag: string) {
  const artist = await registerArtist(request, `Ines ${tag}`);
  const kept = await publishArtwork(request, artist, { title: 'Kept Harbour' });
  const doomed = await publishArtwork(request, artist, { title: 'Doomed Harbour' });
  return { session: { token: artist.token, user: artist.user }, slug: artist.slug, kept, doomed };
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, allowedErrors: [/status of 404/] });

    test('when a visitor opens an artist page, then the artist’s picture, name and Gallery of whole works show', async ({
      page,
    }) => {
      await page.goto(`/artist/${SAMPLE.artist}#Gallery`);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Mara Okafor');
      await expect(main(page).getByRole('img', { name: 'Mara Okafor', exact: true })).toBeVisible();
      const cards = gallery(page).getByRole('list', { name: 'Artworks by Mara Okafor' }).getByRole('article');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(1);
      await expect(gallery(page)).toBeInViewport();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/artist-page-${width}.png` });
    });

    test('when nobody shows works under a slug, then the page says the artist is not found', async ({ page }) => {
      await page.goto('/artist/nobody-goes-by-this-name');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Artist not found');
      await expect(main(page).getByRole('link', { name: 'See all artists' })).toHaveAttribute('href', '/artists');
    });

    test('when an artist deletes an artwork, then they land on their Gallery with "Artwork deleted", the work gone, never asked for again', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const { session, slug, kept, doomed } = await artistWithTwoWorks(request, `${width}-${Date.now()}`);
      const theme = width === 390 ? 'dark' : 'light';
      await page.addInitScript(
        ({ token, user, theme }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
          localStorage.setItem('theme', theme);
        },
        { ...session, theme },
      );
      // From the work's own page to its form, so both are in the page's caches when it goes.
      await page.goto(`/art/${doomed}`);
      await main(page).getByRole('link', { name: 'Edit Artwork' }).click();
      await main(page).getByRole('button', { name: 'Delete artwork' }).click();
      const askedForDoomed = recordRequests(page, (url) => new URL(url).pathname === `/api/artwork/get/${doomed}`);
      await page
        .getByRole('dialog', { name: 'Delete this artwork?' })
        .getByRole('button', { name: 'Delete artwork' })
        .click();

      await expect.poll(() => new URL(page.url())).toMatchObject({ pathname: `/artist/${slug}`, hash: '#Gallery' });
      await expectToastBelowHeader(page, 'Artwork deleted');
      await expect(gallery(page).locator(`a[href="/art/${kept}"]`)).toBeVisible();
      await expect(gallery(page).locator(`a[href="/art/${doomed}"]`)).toHaveCount(0);
      await expect(gallery(page)).toBeInViewport();
      expect(askedForDoomed, 'requests for the deleted work').toEqual([]);
      expect(consoleErrors.filter((text) => /404/.test(text))).toEqual([]);
      await page.screenshot({ path: `test-results/artist-after-delete-${width}-${theme}.png` });
    });
  });
}
