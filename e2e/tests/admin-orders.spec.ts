import type { Page } from '@playwright/test';
import { adminToken, signInAdmin } from '../support/admin-session';
import { registerCustomer } from '../support/account';
import { publishArtwork, registerArtist } from '../support/artworks';
import { buyWork, signInAs } from '../support/buying';
import { expect, main, test } from '../support/fixtures';

// The owner finds an order by its filters and refunds it with a reason, and the buyer's order page
// says it is refunded; support sees the order but no Refund (and the server refuses their refund).

// The support admin's refund, refused on purpose, is logged by the browser as a failed resource.
test.use({ allowedErrors: [/status of 403/] });

/** The page at both widths and both themes, to look at (test-results). */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390])
    for (const theme of ['light', 'dark']) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${theme}.png`), fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('when the owner refunds a bought work with a reason, then the buyer’s order page says it is refunded, and support sees the order without Refund', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const artist = await registerArtist(request, 'Rhea Fund');
  const slug = await publishArtwork(request, artist, { title: 'Tide Ledger', price: 400 });
  const buyer = await registerCustomer(request, 'Bea');
  const orderNumber = await buyWork(request, slug, 40_000, buyer.auth);

  // The owner filters the orders by the order's number and its status.
  await signInAdmin(page, 'owner');
  await page.goto('/admin/orders');
  const filters = main(page).getByRole('search', { name: 'Filter orders' });
  await filters.getByLabel('Buyer e-mail or order number').fill(orderNumber);
  await filters.getByLabel('Status').selectOption('paid');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(main(page).getByText('1 order', { exact: true })).toBeVisible();
  const row = main(page).getByRole('article', { name: `Order ${orderNumber}` });
  await expect(row).toContainText('€400');
  await expect(row).toContainText('Paid');
  await screenshots(page, 'admin-orders-list');
  await row.getByRole('link', { name: orderNumber }).click();

  await expect(main(page).getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Items' })).toContainText('Tide Ledger');
  await expect(main(page).getByRole('region', { name: 'Payment' })).toContainText('Card€400');
  await main(page).getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${orderNumber}` });
  await expect(dialog).toContainText("€400 to the buyer's card");
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The buyer changed their mind before shipping');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main(page).getByRole('region', { name: 'Status history' })).toContainText('Refunded');
  await expect(main(page).getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await screenshots(page, 'admin-order-refunded');

  // The buyer's order page says where the money went back.
  const buyerPage = await browser.newPage();
  await signInAs(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto(`/order-confirmation/${orderNumber}`);
  await expect(
    main(buyerPage)
      .locator('dt', { hasText: /^Refunded$/ })
      .locator('+ dd'),
  ).toHaveText('€400 to your card');
  await buyerPage.close();

  // Support sees the order, but no Refund; the server refuses their refund too.
  const support = await browser.newPage();
  await signInAdmin(support, 'support');
  await support.goto(`/admin/orders/${orderNumber}`);
  await expect(main(support).getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(main(support).getByRole('region', { name: 'Payment' })).toContainText('Yes, the whole payment');
  await expect(main(support).getByRole('button', { name: 'Refund' })).toHaveCount(0);
  const refused = await request.post(`/api/admin/orders/${orderNumber}/refund`, {
    headers: { Authorization: `Bearer ${await adminToken(request, 'support')}` },
    data: { reason: 'Trying anyway' },
  });
  expect(refused.status()).toBe(403);
  await support.close();

  // The dashboard opens with its charts and the deliveries that failed.
  await page.goto('/admin');
  await expect(main(page).getByRole('figure', { name: 'New users' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Failed deliveries' })).toBeVisible();
  await screenshots(page, 'admin-dashboard');
});
