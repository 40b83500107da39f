import type { Page } from '@playwright/test';
import { ADDRESS_INCOMPLETE, FREE_SHIPPING_NOTE, PAYMENT_SUCCEEDED, OFFERS_ALLOWED } from '@easel/contracts';
import type { OrderRequestView } from '@easel/contracts';
import { publishArtwork, registerArtist } from '../support/artworks';
import { fillAddress, offerOn } from '../support/buying';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { latestMailTo } from '../support/mail';

// The checkout's messages, the hold, and the local provider's test cards, each on the test's own work.

const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The test's own artist publishes a work at 500 EUR; the visitor's cart holds it; /checkout opens. */
async function checkoutOwnWork(page: Page, title: string) {
  const artist = await registerArtist(page.request, 'Cora Vance');
  const slug = await publishArtwork(page.request, artist, { title, price: 500, currency: 'EUR' });
  await page.goto('/cart');
  await page.evaluate((saved) => localStorage.setItem('guestCart', JSON.stringify([{ slug: saved }])), slug);
  await page.goto('/checkout');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(main(page).getByRole('link', { name: title })).toBeVisible();
  return slug;
}

async function payWith(page: Page, cardNumber: string, price = '€500') {
  await main(page).getByLabel('Card number').fill(cardNumber);
  await main(page).getByLabel('Expiry').fill('12/34');
  await main(page).getByLabel('CVC').fill('123');
  await main(page)
    .getByRole('button', { name: `Pay ${price}` })
    .click();
}

/** A quoted-printable mail's text: soft line breaks joined, =3D and the like decoded (the links are ASCII). */

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('when the cart is empty, then checkout says so and Continue Shopping goes home', async ({ page }) => {
      await page.goto('/checkout');
      await expect(main(page).getByText('Your cart is empty.')).toBeVisible();
      await main(page).getByRole('link', { name: 'Continue Shopping' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('when the address is incomplete or the card is blank, then each message shows; a complete one holds the work across a reload', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await checkoutOwnWork(page, `Quiet Quay ${width}`);
      const summary = main(page).getByRole('complementary', { name: 'Order summary' });
      await expect(summary.getByText('Total', { exact: true }).locator('+ dd')).toHaveText('€500');
      await expect(summary.getByText(FREE_SHIPPING_NOTE)).toBeVisible();
      await expect(summary.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
      await expect(main(page).getByLabel('Card number')).toBeDisabled();

      await main(page).getByRole('button', { name: 'Continue to payment' }).click();
      await expect(main(page).getByRole('alert')).toHaveText(ADDRESS_INCOMPLETE);
      await expect(main(page).getByLabel('First name')).toBeFocused();
      await expect(main(page).getByLabel('Card number')).toBeDisabled();

      await fillAddress(page, 'ada-at-example');
      await main(page).getByRole('button', { name: 'Continue to payment' }).click();
      await expect(main(page).getByRole('alert')).toHaveText('Please enter a valid email');

      await main(page).getByLabel('Email').fill(uniqueEmail('ada'));
      await main(page).getByRole('button', { name: 'Continue to payment' }).click();
      await expect(main(page).getByText(/^Held for you for 1[45]:\d\d$/)).toBeVisible();
      await expect(main(page).getByLabel('Card number')).toBeEnabled();

      await main(page).getByRole('button', { name: 'Pay €500' }).click();
      await expect(main(page).getByRole('alert')).toHaveText('Please enter the card number');
      await main(page).getByLabel('Card number').fill('4242 4242 4242 4242');
      await main(page).getByRole('button', { name: 'Pay €500' }).click();
      await expect(main(page).getByRole('alert')).toHaveText('Please enter the expiry date');
      await main(page).getByLabel('Expiry').fill('12/34');
      await main(page).getByRole('button', { name: 'Pay €500' }).click();
      await expect(main(page).getByRole('alert')).toHaveText('Please enter the CVC');

      await page.reload();
      await expect(main(page).getByText(/^Held for you for 1[45]:\d\d$/)).toBeVisible();
      await expect(main(page).getByLabel('City')).toHaveValue('Bristol');
      await expect(main(page).getByLabel('City')).toBeDisabled();
      await expect(main(page).getByText('Reserved', { exact: false })).toHaveCount(0);
    });

    test('when cards are refused, then each says why; the 3155 card failed, then approved, pays and the confirmation shows', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await checkoutOwnWork(page, `Harbour Lights ${width}`);
      const email = uniqueEmail('buyer');
      await fillAddress(page, email);
      await main(page).getByRole('button', { name: 'Continue to payment' }).click();
      await expect(main(page).getByText(/^Held for you for/)).toBeVisible();

      await payWith(page, '4000 0000 0000 9995');
      await expect(toast(page, 'Your card has insufficient funds.')).toBeVisible();
      await payWith(page, '4000 0000 0000 0002');
      await expect(toast(page, 'Your card was declined.')).toBeVisible();

      await payWith(page, '4000 0025 0000 3155');
      const bank = page.getByRole('dialog', { name: 'Confirm this payment' });
      await expect(bank).toContainText('Your bank asks you to confirm this payment of €500.');
      await bank.getByRole('button', { name: 'Fail' }).click();
      await expect(toast(page, AUTHENTICATION_FAILED)).toBeVisible();
      await expect(bank).toHaveCount(0);

      await payWith(page, '4000 0025 0000 3155');
      await bank.getByRole('button', { name: 'Approve' }).click();
      await expect(toast(page, PAYMENT_SUCCEEDED)).toBeVisible();
      await expect(page).toHaveURL(/\/order-confirmation\/EA-[A-Z0-9]{12}$/);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
      const orderNumber = page.url().split('/').pop()!;
      await expect(main(page).getByText('Order number', { exact: true }).locator('+ dd')).toHaveText(orderNumber);
      await expect(main(page).getByText('Payment status', { exact: true }).locator('+ dd')).toHaveText('Paid');
      await expect(main(page).getByRole('link', { name: `Harbour Lights ${width}` })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('guestCart')), { message: 'the cart is emptied' })
        .toBe('[]');
    });

    test("when an accepted offer's link is opened, then its one work is paid at the agreed price", async ({ page }) => {
      test.setTimeout(120_000);
      const artist = await registerArtist(page.request, 'Otto Brandt');
      const title = `Offered Dune ${width}`;
      const slug = await publishArtwork(page.request, artist, { title, price: 500, allowoffers: OFFERS_ALLOWED });
      const buyer = await offerOn(page.request, slug, 400);
      const requests = await page.request.get('/api/orders/requests', { headers: artist.auth });
      const offer = ((await requests.json()) as { requests: OrderRequestView[] }).requests.find(
        (request) => request.slug === slug,
      );
      const accept = await page.request.post(`/api/orders/requests/${offer?.id}/answer`, {
        headers: artist.auth,
        data: { answer: 'accept' },
      });
      expect(accept.ok(), `the artist accepts: ${await accept.text()}`).toBe(true);
      const link = /\/checkout\?offer=[\w-]+/.exec(await latestMailTo(buyer))?.[0];
      expect(link, 'the buyer is mailed the checkout link').toMatch(/^\/checkout\?offer=/);

      await page.goto(link!);
      await expect(main(page).getByRole('link', { name: title })).toBeVisible();
      const summary = main(page).getByRole('complementary', { name: 'Order summary' });
      await expect(summary.getByText('Total', { exact: true }).locator('+ dd')).toHaveText('€400');
      await fillAddress(page, buyer);
      await main(page).getByRole('button', { name: 'Continue to payment' }).click();
      await payWith(page, '4242 4242 4242 4242', '€400');
      await expect(toast(page, PAYMENT_SUCCEEDED)).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
      await expect(main(page).getByText('Total', { exact: true }).locator('+ dd')).toHaveText('€400');
    });
  });
}
