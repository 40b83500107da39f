import { publishArtwork, registerArtist } from '../support/artworks';
import { expect, main, test } from '../support/fixtures';
import { pathOf } from '../support/routes';
import { expectToastBelowHeader } from '../support/toasts';

// Toasts open top-right, as the library places them, but below the header: never over Submit Artwork or the account button.

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('when an artist saves an artwork, then "Artwork updated" shows below the header, in either theme', async ({
      page,
      request,
    }) => {
      const artist = await registerArtist(request, `Toast ${width}`);
      const slug = await publishArtwork(request, artist, { title: 'Tide Table' });
      await page.addInitScript(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }, artist);

      for (const theme of ['light', 'dark']) {
        // A first visit is light; the second goes dark, as the toggle would leave it.
        if (theme === 'dark') await page.evaluate(() => localStorage.setItem('theme', 'dark'));
        await page.goto(`/art/edit/${slug}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await main(page).getByRole('button', { name: 'Save changes' }).click();
        await expect.poll(() => pathOf(page)).toBe(`/art/${slug}`);
        await expectToastBelowHeader(page, 'Artwork updated');
        await page.screenshot({ path: `test-results/toast-below-header-${width}-${theme}.png` });
      }
    });
  });
}
