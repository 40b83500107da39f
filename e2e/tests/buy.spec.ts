import type { Browser, Page } from '@playwright/test';
import { SOLD_STATUS, type ArtworkPageAnswer, PAYMENT_SUCCEEDED } from '@easel/contracts';
import { publishArtwork, registerArtist, type TestArtist } from '../support/artworks';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { fillAddress } from '../support/buying';
import { latestMailTo } from '../support/mail';

// A visitor buys a unique work once. Each test buys its own artist's freshly published work.

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

async function ownWork(page: Page, title: string): Promise<{ artist: TestArtist; slug: string }> {
  const artist = await registerArtist(page.request, 'Mira Holt');
  const slug = await publishArtwork(page.request, artist, { title, price: 500, currency: 'EUR' });
  return { artist, slug };
}

/** The visitor's cart holds the work (the browser keeps it), and /checkout opens on it. */
async function openCheckout(page: Page, slug: string, title: string) {
  await page.goto('/cart');
  await page.evaluate((saved) => localStorage.setItem('guestCart', JSON.stringify([{ slug: saved }])), slug);
  await page.goto('/checkout');
  await expect(main(page).getByRole('link', { name: title })).toBeVisible();
}

async function holdWithAddress(page: Page, email: string) {
  await fillAddress(page, email);
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();
}

async function pay(page: Page, cardNumber: string) {
  await main(page).getByLabel('Card number').fill(cardNumber);
  await main(page).getByLabel('Expiry').fill('12/34');
  await main(page).getByLabel('CVC').fill('123');
  await main(page).getByRole('button', { name: 'Pay €500' }).click();
}

const artworkStatus = async (page: Page, slug: string) => {
  const answer = (await (await page.request.get(`/api/artwork/get/${slug}`)).json()) as ArtworkPageAnswer;
  return answer.art.status === SOLD_STATUS ? 'sold' : 'for sale';
};

async function newVisitor(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('when a visitor pays with 4242, then the confirmation shows the order, the buyer and artist are mailed, and the work is sold', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const title = `Salt Marsh ${width}`;
      const { artist, slug } = await ownWork(page, title);
      await openCheckout(page, slug, title);
      const email = uniqueEmail('buyer');
      await holdWithAddress(page, email);
      await expect(main(page).getByText(/^Held for you for 1[45]:\d\d$/)).toBeVisible();
      await pay(page, '4242 4242 4242 4242');

      await expect(toast(page, PAYMENT_SUCCEEDED)).toBeVisible();
      await expect(page).toHaveURL(/\/order-confirmation\/EA-[A-Z0-9]{12}$/);
      const orderNumber = page.url().split('/').pop()!;
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
      await expect(main(page).getByText('Order number', { exact: true }).locator('+ dd')).toHaveText(orderNumber);
      await expect(main(page).getByText('Payment status', { exact: true }).locator('+ dd')).toHaveText('Paid');
      await expect(main(page).getByRole('link', { name: title })).toBeVisible();

      const toBuyer = await latestMailTo(email);
      expect(toBuyer).toContain(`Subject: Your Easel order ${orderNumber}`);
      expect(toBuyer).toContain(`- ${title}: €500`);
      const linkPattern = new RegExp(`https?://\\S+/order-confirmation/${orderNumber}`);
      expect(toBuyer, 'the mail links the order').toMatch(linkPattern);
      const link = linkPattern.exec(toBuyer)![0];
      const toArtist = await latestMailTo(artist.email);
      expect(toArtist).toContain(`You sold '${title}'`);
      expect(toArtist).toContain('Please ship to:\nAda Lovelace\n1 Harbour Road');
      await expect.poll(() => artworkStatus(page, slug), { message: 'catalog marks the work sold' }).toBe('sold');

      // The mailed link opens the same order, in a browser that never bought anything.
      await page.goto(new URL(link).pathname);
      await expect(main(page).getByText('Order number', { exact: true }).locator('+ dd')).toHaveText(orderNumber);
    });

    test('when the card is declined, then the visitor is told why and the work is not sold', async ({ page }) => {
      test.setTimeout(90_000);
      const title = `Low Tide ${width}`;
      const { slug } = await ownWork(page, title);
      await openCheckout(page, slug, title);
      await holdWithAddress(page, uniqueEmail('declined'));
      await pay(page, '4000 0000 0000 0002');
      await expect(toast(page, 'Your card was declined.')).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(main(page).getByRole('button', { name: 'Pay €500' })).toBeEnabled();
      expect(await artworkStatus(page, slug)).toBe('for sale');
      const lines = await page.request.get(`/api/cart/lines?slugs=${slug}`);
      expect(((await lines.json()) as { lines: { state: string }[] }).lines[0]!.state).toBe('reserved');
    });

    test.describe('two buyers', () => {
      // The late buyer's hold is refused with a 409, which the browser logs as a failed request.
      test.use({ allowedErrors: [/409/] });

      test('when two visitors race for one work, then one holds it and buys it; the other is told it is reserved, and sees it sold', async ({
        page,
        browser,
      }) => {
        test.setTimeout(150_000);
        const title = `Two Herons ${width}`;
        const { slug } = await ownWork(page, title);
        const other = await newVisitor(browser, width);
        try {
          await openCheckout(page, slug, title);
          await openCheckout(other.page, slug, title);
          await holdWithAddress(page, uniqueEmail('first'));
          await expect(main(page).getByText(/^Held for you for/)).toBeVisible();

          await holdWithAddress(other.page, uniqueEmail('second'));
          await expect(
            toast(other.page, new RegExp(`^'${title}' is reserved by another buyer for 1[45] more minutes$`)),
          ).toBeVisible();
          await expect(main(other.page).getByLabel('Card number')).toBeDisabled();
          await other.page.reload();
          await expect(main(other.page).getByText(/^Reserved until \d\d:\d\d$/)).toBeVisible();

          await pay(page, '4242 4242 4242 4242');
          await expect(page).toHaveURL(/\/order-confirmation\/EA-[A-Z0-9]{12}$/);
          await other.page.reload();
          await expect(main(other.page).getByText('Sold', { exact: true })).toBeVisible();
        } finally {
          await other.close();
        }
      });
    });
  });
}
