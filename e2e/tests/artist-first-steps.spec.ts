import type { Page } from '@playwright/test';
import { toast } from '../support/buying';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { pathOf } from '../support/routes';

// A new artist lands on their own page, where their first steps lead with Submit Artwork.

async function registerAsArtist(page: Page, artistName: string) {
  await page.goto('/register?artist=true');
  const form = main(page).getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Inês');
  await form.getByLabel('Last name').fill('Prado');
  await form.getByLabel('Artist name').fill(artistName);
  await form.getByLabel('E-mail').fill(uniqueEmail('first-steps'));
  await form.getByLabel('Password').fill('first-secret-1');
  await form.getByRole('button', { name: 'Create account' }).click();
}

for (const width of [1280, 390]) {
  for (const theme of ['light', 'dark']) {
    test(`when an artist registers from /register?artist=true (${width} px, ${theme}), then their page opens with first steps, Submit Artwork first`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      const artistName = `Ines Prado ${Date.now().toString(36)}`;
      await registerAsArtist(page, artistName);

      await expect.poll(() => pathOf(page)).toMatch(/^\/artist\/ines-prado-[a-z0-9]+$/);
      await expect(toast(page, 'Welcome to Easel, Inês: your account is ready.')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(artistName);
      const steps = main(page).getByRole('region', { name: 'Your first steps' });
      await expect(steps.getByRole('heading', { name: 'Your first steps', level: 2 })).toBeVisible();
      await expect(steps.getByRole('link')).toHaveText([
        'Submit Artwork',
        'Edit your artist page',
        'Edit your profile',
      ]);
      await expect(steps).toContainText('Gift cards and your newsletterThey open once you have 4 artworks.');
      await expect(main(page).getByRole('link').first(), 'the page’s first call to action').toHaveText(
        'Submit Artwork',
      );
      await expect(main(page).getByText('No artworks yet.')).toHaveCount(0);

      const submit = steps.getByRole('link', { name: 'Submit Artwork' });
      await expect(submit).toBeInViewport({ ratio: 1 });
      const colours = await submit.evaluate((link) => [
        getComputedStyle(link).color,
        getComputedStyle(link).backgroundColor,
      ]);
      expect(colours[0], 'Submit Artwork reads as a filled button').not.toBe(colours[1]);
      const [first, next] = [
        await submit.boundingBox(),
        await steps.getByRole('link', { name: 'Edit your artist page' }).boundingBox(),
      ];
      expect(first!.y + first!.height, 'Submit Artwork comes before editing the page').toBeLessThanOrEqual(next!.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.screenshot({
        path: test.info().outputPath(`artist-first-steps-${width}-${theme}.png`),
        fullPage: true,
      });

      // By keyboard: past the header, the first stop in the page is Submit Artwork, and it opens the submit form.
      await page.reload();
      await expect(submit).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(submit).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(() => pathOf(page)).toBe('/publish');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Submit artwork');
    });
  }
}
