import type { Page } from '@playwright/test';
import { expect, main, test } from '../support/fixtures';

// Product spec §2: /privacy, /terms and /contact, with the product name and support e-mail of /config.json.

async function supportEmail(page: Page): Promise<string> {
  const answer = await page.request.get('/config.json');
  const config = answer.ok() ? ((await answer.json()) as { supportEmail?: string }) : {};
  return config.supportEmail || 'support@easel.example';
}

test('when a visitor opens /privacy, then the privacy policy shows its sections and the support e-mail', async ({
  page,
}) => {
  const email = await supportEmail(page);
  await page.goto('/privacy');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const section of [
    'What we collect',
    'How we use it',
    'Who sees it',
    'How long we keep it',
    'Your rights',
    'Security',
  ]) {
    await expect(main(page).getByRole('heading', { level: 2, name: new RegExp(section) })).toBeVisible();
  }
  await expect(main(page).getByRole('link', { name: email }).first()).toHaveAttribute('href', `mailto:${email}`);
});

test('when a visitor opens /terms, then the terms of service cover the marketplace and show the support e-mail', async ({
  page,
}) => {
  const email = await supportEmail(page);
  await page.goto('/terms');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  const sections = [
    'Accounts',
    'Listings',
    'Purchases',
    'Offers',
    'Commissions',
    'Fees',
    'Returns and refunds',
    'Intellectual property',
    'Community rules',
  ];
  for (const section of sections)
    await expect(main(page).getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
  await expect(main(page).getByText(/Offers below 60% of the listed price/)).toBeVisible();
  await expect(main(page).getByRole('link', { name: email }).first()).toHaveAttribute('href', `mailto:${email}`);

  await main(page)
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Returns and refunds' })
    .click();
  await expect(page).toHaveURL(/\/terms#returns$/);
  await expect(main(page).getByRole('heading', { name: /Returns and refunds/ })).toBeInViewport();
});

test('when a visitor opens /contact, then the support e-mail, the response time and what to include show', async ({
  page,
}) => {
  const email = await supportEmail(page);
  await page.goto('/contact');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(main(page).getByText(/We reply within one business day/)).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'What to include' })).toBeVisible();
  await expect(main(page).getByText(/order number/)).toBeVisible();

  await main(page).getByRole('link', { name: 'Reset your password' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await expect(main(page).getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});

test('at 390px wide, the static pages fit the screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/privacy', '/terms', '/contact']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
