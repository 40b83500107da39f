import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const theme = (page: Page) => page.locator('html');
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('theme on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('when a first-time visitor arrives, then the theme is light; the toggle switches it to dark and it is remembered after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    const light = await background(page);
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    expect(await background(page)).not.toBe(light);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    await page.goto('/artists');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('theme on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when the menu panel is open, then its toggle switches the theme', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  });
});
