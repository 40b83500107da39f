import type { Page } from '@playwright/test';
import { GIFT_CODE_SPENT, maskedGiftCode } from '@easel/contracts';
import { publishArtwork, registerArtist } from '../support/artworks';
import { fillAddress, signInAs, toast } from '../support/buying';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { codeIn, publishGiftCard } from '../support/gift-cards';
import { latestMailTo } from '../support/mail';

// A collector buys an artist's gift card through the checkout, gets its code by mail, and spends it on
// that artist's works: all of a first work, part of a second (the card pays the rest), then nothing is left. The artist
// cancels both orders: the card gets its part back, the code its balance, and the code pays again.

const PASSWORD = 'secret-1234';

// The spent code's Apply is refused with 409 on purpose: the browser logs the failed call.
test.use({ allowedErrors: [/Failed to load resource: the server responded with a status of 409/] });

/** The checkout as it stands, at both widths and in both themes, for a person to look at. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390])
    for (const theme of ['light', 'dark']) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${theme}.png`), fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function registerCollector(page: Page): Promise<string> {
  const email = uniqueEmail('gift-collector');
  const answer = await page.request.post('/api/auth/register', {
    data: { firstName: 'Gita', lastName: 'Collector', email, password: PASSWORD, role: 'customer' },
  });
  expect(answer.status(), 'the collector registers').toBe(201);
  await signInAs(page, email, PASSWORD);
  return email;
}

/** The artist cancels an order of theirs on /sales, as sales.spec.ts does. */
async function cancelOnSales(page: Page, orderNumber: string) {
  await page.goto('/sales');
  const order = main(page)
    .getByRole('region', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: orderNumber }) });
  await order.getByRole('button', { name: 'Cancel order' }).click();
  await order.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(toast(page, 'Order cancelled and refunded')).toBeVisible();
  await expect(order.getByText('Cancelled', { exact: true })).toBeVisible();
}

const orderNumberOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

/** The work alone in this browser's cart, then /checkout. */
async function checkoutOf(page: Page, slug: string, title: string) {
  await page.goto('/cart');
  await page.evaluate((saved) => localStorage.setItem('guestCart', JSON.stringify([{ slug: saved }])), slug);
  await page.goto('/checkout');
  await expect(main(page).getByRole('link', { name: title })).toBeVisible();
}

async function applyCode(page: Page, code: string) {
  await main(page).getByLabel('Gift card code').fill(code);
  await main(page).getByRole('button', { name: 'Apply' }).click();
}

async function payWithCard(page: Page, label: string) {
  await main(page).getByLabel('Card number').fill('4242 4242 4242 4242');
  await main(page).getByLabel('Expiry').fill('12/34');
  await main(page).getByLabel('CVC').fill('123');
  await main(page).getByRole('button', { name: label }).click();
}

test('a collector buys an artist’s gift card, finds its code in the mail, spends it on that artist’s works, a spent code is refused, and cancelled orders give it back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const artist = await registerArtist(page.request, 'Mira Quell');
  const works = [];
  for (const [title, price] of [
    ['Small Tide', 60],
    ['Wide Tide', 500],
    ['Late Tide', 300],
    ['Kept Tide', 900],
  ] as const)
    works.push({ title, slug: await publishArtwork(page.request, artist, { title, price, currency: 'EUR' }) });
  const card = await publishGiftCard(page.request, artist, works[0]!.slug, [50, 100]);
  const email = await registerCollector(page);

  // Buying the card: its one line, priced by the server, paid with 4242.
  await page.goto(`/checkout?giftcard=${card}&amount=100`);
  await expect(main(page).getByRole('link', { name: 'Studio gift card' })).toHaveAttribute('href', `/giftcard/${card}`);
  await expect(main(page).getByRole('heading', { name: 'Billing address' })).toBeVisible();
  await expect(main(page).getByLabel('Gift card code')).toHaveCount(0);
  await fillAddress(page, email);
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();
  await expect(main(page).getByRole('button', { name: 'Pay €100' })).toBeEnabled();
  await screenshots(page, 'card-checkout');
  await payWithCard(page, 'Pay €100');
  await expect(main(page).getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Gift card: Studio gift card' })).toBeVisible();
  await expect(
    main(page).getByText(`Your gift card's code is on its way to ${email} in its own e-mail.`),
  ).toBeVisible();
  // The order's confirmation goes to the same address and may come after the code's own mail.
  const code = codeIn(await latestMailTo(email, 20_000, /Code: /));

  // The buyer's orders on /profile show the card.
  await page.goto('/profile');
  await expect(page.getByText(/Studio gift card · €100/)).toBeVisible();

  // A €60 work: the code pays it all, no card step; €40 stays.
  await checkoutOf(page, works[0]!.slug, 'Small Tide');
  await applyCode(page, code.toLowerCase());
  await expect(main(page).getByRole('status').filter({ hasText: 'takes' })).toHaveText(
    `${code} takes €60 off this order. €40 stays on the card.`,
  );
  await fillAddress(page, email);
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();
  await expect(main(page).getByLabel('Card number')).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Pay with gift card' })).toBeEnabled();
  await screenshots(page, 'checkout-covered');
  await main(page).getByRole('button', { name: 'Pay with gift card' }).click();
  await expect(main(page).getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const codeOnly = orderNumberOf(page);
  await expect(
    main(page)
      .getByText(/^Gift card ••••-/)
      .locator('+ dd'),
  ).toHaveText('−€60');

  // A €500 work: the rest of the balance (€40) comes off, the card pays €460.
  await checkoutOf(page, works[1]!.slug, 'Wide Tide');
  await applyCode(page, code);
  await expect(main(page).getByRole('status').filter({ hasText: 'takes' })).toHaveText(
    `${code} takes €40 off this order. €0 stays on the card.`,
  );
  const summary = main(page).getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Total', { exact: true }).locator('+ dd')).toHaveText('€460');
  await fillAddress(page, email);
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();
  await expect(main(page).getByRole('button', { name: 'Pay €460' })).toBeEnabled();
  await screenshots(page, 'checkout-with-code');
  await payWithCard(page, 'Pay €460');
  await expect(main(page).getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(main(page).getByText('Total', { exact: true }).locator('+ dd')).toHaveText('€460');
  const mixed = orderNumberOf(page);

  // Spent: a third use is refused in the artist service's words.
  await checkoutOf(page, works[2]!.slug, 'Late Tide');
  await applyCode(page, code);
  await expect(main(page).getByRole('alert').filter({ hasText: GIFT_CODE_SPENT })).toHaveText(GIFT_CODE_SPENT);
  await screenshots(page, 'checkout-code-refused');

  // The artist cancels both orders: the code-only one, and the one the card paid most of.
  const artistPage = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 900 } });
  await signInAs(artistPage, artist.email, artist.password);
  await cancelOnSales(artistPage, codeOnly);
  await cancelOnSales(artistPage, mixed);
  await artistPage.close();
  const toGiftCard = `to the balance of your gift card ${maskedGiftCode(code)}`;
  expect(await latestMailTo(email, 10_000, new RegExp(`cancelled your order ${codeOnly}`))).toContain(
    `the whole payment goes back: €60 ${toGiftCard}. The gift card's balance can be spent again on the artist's works.`,
  );
  expect(await latestMailTo(email, 10_000, new RegExp(`cancelled your order ${mixed}`))).toContain(
    `the whole payment goes back: €460 to your card and €40 ${toGiftCard}. Banks take a few days to show a card refund.`,
  );

  // The buyer's order page and orders say where each part went back.
  await page.goto(`/order-confirmation/${mixed}`);
  // 'Refunded' is also the payment status's value: the fact of that name is its term.
  await expect(
    main(page)
      .locator('dt', { hasText: /^Refunded$/ })
      .locator('+ dd'),
  ).toHaveText(`€460 to your card and €40 ${toGiftCard}`);
  await screenshots(page, 'order-cancelled');
  await page.goto('/profile');
  const mine = main(page).getByRole('region', { name: 'My orders' });
  await expect(mine.getByRole('listitem', { name: codeOnly })).toContainText(`Refunded: €60 ${toGiftCard}`);

  // The code's whole €100 is back (given back through commerce's outbox, so it may take a moment) and pays again.
  const lateTide = works[2]!.slug;
  await expect(async () => {
    await checkoutOf(page, lateTide, 'Late Tide');
    await applyCode(page, code);
    await expect(main(page).getByRole('status').filter({ hasText: 'takes' })).toHaveText(
      `${code} takes €100 off this order. €0 stays on the card.`,
      {
        timeout: 2_000,
      },
    );
  }).toPass({ timeout: 30_000 });
});
