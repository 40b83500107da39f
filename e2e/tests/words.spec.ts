import type { Page } from '@playwright/test';
import { expect, main, test } from '../support/fixtures';
import { SAMPLE } from '../support/routes';
import { signIn } from '../support/session';

// The product's words: one name for bookmarks, tight headings, a skip link, titles that cannot disguise themselves.

const banner = (page: Page) => page.getByRole('banner');

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('when an artist looks for their saved works, then header, account menu and page all call them Bookmarks', async ({
      page,
    }) => {
      await signIn(page, 'artist');
      await page.goto('/');
      await expect(banner(page).getByRole('link', { name: /^Bookmarks/ })).toHaveAttribute('href', '/favourites');
      await banner(page).getByRole('button', { name: 'Account menu' }).click();
      await expect(
        page.locator('#shl-account-menu').getByRole('link', { name: 'Bookmarks', exact: true }),
      ).toHaveAttribute('href', '/favourites');
      await page.goto('/favourites');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Bookmarks');
      await expect(page.getByText(/favourites/i)).toHaveCount(0);
    });

    test('when a long title wraps, then its lines sit close: headings at most 1.25 times their size apart', async ({
      page,
    }) => {
      await page.goto(`/art/${SAMPLE.artwork}`);
      // The artwork's own title: while the page loads, a visually hidden 'Artwork' heading stands in (1 px tall).
      const title = main(page).getByRole('heading', { level: 1, name: 'Quiet Thunder' });
      await expect(title).toBeVisible();
      // The longest title a card or page may get, so it wraps at 390 px; set and measured at once, before React can render it again.
      const { ratio, lines } = await title.evaluate((heading) => {
        heading.textContent = 'A Very Long Title About the Harbour at Low Water, Painted at Dawn';
        const style = getComputedStyle(heading);
        const lineHeight = parseFloat(style.lineHeight);
        return {
          ratio: lineHeight / parseFloat(style.fontSize),
          lines: Math.round(heading.getBoundingClientRect().height / lineHeight),
        };
      });
      expect(ratio).toBeGreaterThanOrEqual(1.1);
      expect(ratio).toBeLessThanOrEqual(1.25);
      if (width === 390) expect(lines).toBeGreaterThan(1);
      await page.screenshot({ path: `test-results/long-title-${width}.png` });
    });

    test('when a title holds a right-to-left override, then the form says so at Title and the server refuses it too', async ({
      page,
    }) => {
      await signIn(page, 'artist');
      await page.goto('/publish');
      // U+202E would show 'Sunset gpj.exe' as 'Sunset exe.jpg'.
      const disguised = 'Sunset \u202Egpj.exe';
      await main(page).getByLabel('Title', { exact: true }).fill(disguised);
      await main(page).getByRole('button', { name: 'Publish artwork' }).click();
      await expect(
        main(page).getByText('Title contains a character that is not allowed', { exact: true }),
      ).toBeVisible();
      await expect(main(page).getByLabel('Title', { exact: true })).toHaveValue(disguised);

      const token = await page.evaluate(() => localStorage.getItem('token'));
      const answer = await page.request.post('/api/artwork/new', {
        headers: { authorization: `Bearer ${token}` },
        data: { title: disguised },
      });
      expect(answer.status()).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain('Title contains a character that is not allowed');
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`when a keyboard user presses Tab first (${theme} theme), then "Skip to content" shows and Enter moves focus to the page`, async ({
        page,
      }) => {
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
        await page.goto(`/art/${SAMPLE.artwork}`);
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const skip = page.getByRole('link', { name: 'Skip to content' });
        expect((await skip.boundingBox())?.y ?? 0, 'hidden above the page until focused').toBeLessThan(0);

        await page.keyboard.press('Tab');
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport({ ratio: 1 });
        const colours = await skip.evaluate((link) => [
          getComputedStyle(link).color,
          getComputedStyle(link).backgroundColor,
        ]);
        expect(colours[0]).not.toBe(colours[1]);
        await page.screenshot({
          path: `test-results/skip-link-${theme}-${width}.png`,
          clip: { x: 0, y: 0, width, height: 120 },
        });

        await page.keyboard.press('Enter');
        await expect(page.getByRole('main')).toBeFocused();
        await expect(page.getByRole('main')).toHaveAttribute('id', 'main');
        expect(new URL(page.url()).pathname).toBe(`/art/${SAMPLE.artwork}`);
        // The next Tab goes on inside the page, past the header's links.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
      });
    }
  });
}
