import { expect, main, test } from '../support/fixtures';

test('when a visitor opens the home page, then the shell and the catalog remote render it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(main(page)).not.toBeEmpty();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
