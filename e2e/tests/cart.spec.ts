import type { APIRequestContext, Page } from '@playwright/test';
import { publishArtwork, registerArtist, type TestArtist } from '../support/artworks';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { logInThroughPage } from '../support/session';

// Each test buys nothing: it puts its own artist's freshly published works in a cart, never the demo works.
const banner = (page: Page) => page.getByRole('banner');
const cartLink = (page: Page) => banner(page).getByRole('link', { name: /^Cart, / });
const dropdown = (page: Page) => banner(page).getByRole('dialog', { name: 'Added to cart' });

async function addFromArtPage(page: Page, slug: string) {
  await page.goto(`/art/${slug}`);
  await main(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dropdown(page)).toBeVisible();
}

/** The dropdown lies wholly inside the window (spec: it fits a 390 px phone). */
async function expectInsideWindow(page: Page) {
  const box = await dropdown(page).boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'the dropdown has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function registerCustomer(request: APIRequestContext) {
  const email = uniqueEmail('cart-collector');
  const password = 'secret-1234';
  const answer = await request.post('/api/auth/register', {
    data: { firstName: 'Cara', lastName: 'Collector', email, password, role: 'customer' },
  });
  expect(answer.status(), 'the collector registers').toBe(201);
  return { email, password };
}

const shippingInfo = {
  firstName: 'Other',
  lastName: 'Buyer',
  email: 'other-buyer@example.com',
  address: '1 Quay Street',
  city: 'Bristol',
  state: 'Avon',
  zipCode: 'BS1 1AA',
  country: 'GB',
};

/** Another buyer starts paying for `slug` (a hold on it); with `pay`, the local provider's test card 4242 completes it. */
async function anotherBuyer(request: APIRequestContext, slug: string, price: number, pay = false) {
  const intent = await request.post('/api/payment/create-payment-intent', {
    data: { items: [{ id: slug, quantity: 1 }], shippingInfo, amount: Math.round(price * 100) },
  });
  expect(intent.ok(), `the other buyer's intent: ${intent.status()} ${await intent.text()}`).toBe(true);
  const { client_secret, payment_intent_id } = (await intent.json()) as {
    client_secret: string;
    payment_intent_id: string;
  };
  if (!pay) return;
  const billing = { name: 'Other Buyer', email: shippingInfo.email };
  const confirm = await request.post('/api/payment/local/confirm', {
    data: { clientSecret: client_secret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', billing },
  });
  expect(await confirm.json(), 'the card is accepted').toMatchObject({ status: 'succeeded' });
  const finalize = await request.post('/api/payment/finalize', { data: { paymentIntentId: payment_intent_id } });
  expect(finalize.ok(), `the order is made: ${finalize.status()} ${await finalize.text()}`).toBe(true);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });
    let artist: TestArtist;
    test.beforeAll(async ({ request }) => {
      artist = await registerArtist(request, 'Cart Painter');
    });

    test('when a visitor adds an artwork, then the header dropdown shows it; the keyboard reaches it and Escape closes it', async ({
      page,
      request,
    }) => {
      const slug = await publishArtwork(request, artist, { title: 'Harbour at Dawn', price: 1200, currency: 'EUR' });
      await page.clock.install();
      await addFromArtPage(page, slug);
      const shown = dropdown(page);
      await expect(shown.getByText('Harbour at Dawn', { exact: true })).toBeVisible();
      await expect(shown.getByText('Oil on Canvas', { exact: true })).toBeVisible();
      await expect(shown.getByText('60 × 40 cm', { exact: true })).toBeVisible();
      await expect(shown.getByText('€1,200', { exact: true })).toBeVisible();
      await expect(shown.locator('img')).toHaveJSProperty('complete', true);
      await expect(shown.getByRole('link', { name: 'View Cart (1)' })).toHaveAttribute('href', '/cart');
      await expect(shown.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
      await expectInsideWindow(page);

      await cartLink(page).focus();
      await page.keyboard.press('Tab');
      await expect(shown.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(shown.getByRole('link', { name: 'View Cart (1)' })).toBeFocused();
      // Focus inside keeps it open past its 8 s (the page's clock runs them at once).
      await page.clock.runFor(8500);
      await expect(shown).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(shown).toBeHidden();
      await expect(cartLink(page)).toBeFocused();
    });

    test('when the visitor presses outside the dropdown, then it closes; untouched, it goes after 8 s', async ({
      page,
      request,
    }) => {
      const slug = await publishArtwork(request, artist, { title: 'Quiet Field', price: 300, currency: 'EUR' });
      await page.clock.install();
      await addFromArtPage(page, slug);
      await main(page).getByRole('heading', { level: 1 }).click();
      await expect(dropdown(page)).toBeHidden();
      await main(page).getByRole('button', { name: 'Remove from cart' }).click();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
      await main(page).getByRole('button', { name: 'Add to Cart' }).click();
      await expect(dropdown(page)).toBeVisible();
      await page.mouse.move(0, viewport.height - 1);
      await page.clock.runFor(8000);
      await expect(dropdown(page)).toBeHidden();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    });

    test('when the cart holds an available, a price-on-request and a deleted work, then /cart counts the available one only', async ({
      page,
      request,
    }) => {
      const available = await publishArtwork(request, artist, { title: 'Blue Hour', price: 1500, currency: 'EUR' });
      const onRequest = await publishArtwork(request, artist, {
        title: 'Ask Me',
        price: 900,
        currency: 'EUR',
        phidden: true,
      });
      const deleted = await publishArtwork(request, artist, { title: 'Gone Now', price: 700, currency: 'EUR' });
      expect(
        (await request.delete(`/api/artwork/${deleted}`, { headers: artist.auth })).ok(),
        'the artist deletes a work',
      ).toBe(true);
      // As the buy box keeps them: the slug and what it showed (a deleted work is then still named).
      const items = [
        { slug: available, title: 'Blue Hour' },
        { slug: onRequest, title: 'Ask Me' },
        { slug: deleted, title: 'Gone Now' },
      ];
      await page.addInitScript(
        (cart) => localStorage.getItem('guestCart') ?? localStorage.setItem('guestCart', cart),
        JSON.stringify(items),
      );

      await page.goto('/cart');
      const cart = main(page);
      await expect(cart.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
      await expect(cart.getByText('3 items in your cart')).toBeVisible();
      await expect(cart.getByRole('heading', { name: 'Blue Hour' })).toBeVisible();
      const line = (title: string) =>
        cart.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(line('Blue Hour')).toContainText('€1,500');
      await expect(line('Blue Hour')).toContainText('60 × 40 cm');
      await expect(line('Blue Hour')).toContainText(artist.name);
      await expect(line('Ask Me')).toContainText('Price on request · left out of the totals');
      await expect(line('Gone Now')).toContainText('No longer available · left out of the totals');
      const summary = cart.getByRole('complementary', { name: 'Order summary' });
      await expect(summary).toContainText('Subtotal€1,500');
      await expect(summary).toContainText('ShippingCalculated at checkout');
      await expect(summary).toContainText('Tax (8%)€120');
      await expect(summary).toContainText('Estimated total€1,620');
      await expect(summary.getByRole('link', { name: 'Process to Checkout' })).toHaveAttribute('href', '/checkout');
      await expect(cart.getByRole('progressbar', { name: 'Add €1,500 more for free shipping' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      );
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, 'the cart page fits the window').toBeLessThanOrEqual(viewport.width);

      await cart.getByRole('button', { name: 'Remove Ask Me from the cart' }).click();
      await expect(line('Ask Me')).toHaveCount(0);
      await expect(cart.getByText('2 items in your cart')).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
      await cart.getByRole('button', { name: 'Clear cart' }).click();
      await expect(cart.getByText('Your cart is empty.')).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
      await cart.getByRole('link', { name: 'Continue Shopping' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    });

    test('when another buyer holds one work and has bought another, then /cart flags them Reserved and Sold and counts neither', async ({
      page,
      request,
    }) => {
      const held = await publishArtwork(request, artist, { title: 'Held Elsewhere', price: 800, currency: 'EUR' });
      const bought = await publishArtwork(request, artist, { title: 'Bought Elsewhere', price: 600, currency: 'EUR' });
      const mine = await publishArtwork(request, artist, { title: 'Still Mine', price: 100, currency: 'EUR' });
      await anotherBuyer(request, held, 800);
      await anotherBuyer(request, bought, 600, true);
      const items = [
        { slug: held, title: 'Held Elsewhere' },
        { slug: bought, title: 'Bought Elsewhere' },
        { slug: mine, title: 'Still Mine' },
      ];
      await page.addInitScript(
        (cart) => localStorage.getItem('guestCart') ?? localStorage.setItem('guestCart', cart),
        JSON.stringify(items),
      );

      await page.goto('/cart');
      const cart = main(page);
      const line = (title: string) =>
        cart.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(line('Held Elsewhere')).toContainText(/Reserved until \d\d:\d\d · left out of the totals/);
      // The sale is marked in the catalog through the outbox: it may take a moment.
      await expect(async () => {
        await page.reload();
        await expect(line('Bought Elsewhere')).toContainText('Sold · left out of the totals', { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      const summary = cart.getByRole('complementary', { name: 'Order summary' });
      await expect(summary).toContainText('Subtotal€100');
      await expect(summary).toContainText('Estimated total€108');
    });

    test('when a visitor with a cart logs in, then the cart follows the collector to another browser', async ({
      page,
      request,
      browser,
    }) => {
      const slug = await publishArtwork(request, artist, { title: 'Travelling Light', price: 450, currency: 'EUR' });
      const collector = await registerCustomer(request);
      await addFromArtPage(page, slug);
      const saved = page.waitForResponse(
        (answer) => answer.url().endsWith('/api/cart') && answer.request().method() === 'PUT',
      );
      await logInThroughPage(page, collector.email, collector.password);
      expect((await saved).status(), 'the merged cart is saved').toBe(200);

      const other = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
      const elsewhere = await other.newPage();
      await logInThroughPage(elsewhere, collector.email, collector.password);
      await expect(cartLink(elsewhere)).toHaveAccessibleName('Cart, 1 item');
      await elsewhere.goto('/cart');
      await expect(main(elsewhere).getByRole('heading', { name: 'Travelling Light' })).toBeVisible();
      await other.close();
    });
  });
}
