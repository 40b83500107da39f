import type { APIRequestContext, Page } from '@playwright/test';
import { OFFERS_ALLOWED, PAYMENT_SUCCEEDED } from '@easel/contracts';
import { publishArtwork, registerArtist, type TestArtist } from '../support/artworks';
import { fillAddress, offerOn, toast } from '../support/buying';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { latestMailTo } from '../support/mail';

// The server half of order requests seen through the browser: an accepted offer's mailed link checks
// out that one work at the agreed price (a hidden price too), once; an unknown link says so.

/** The checkout link in the buyer's newest mail, as a path; the mail is quoted-printable ('=' is '=3D'). */
async function mailedLink(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const link = /https?:\/\/[^/\s]+(\/checkout\?offer=[A-Za-z0-9_-]+)/.exec(mail);
  expect(link, 'the mail holds a checkout link').not.toBeNull();
  return link![1]!;
}

/** The artist accepts the newest request on their list through the API, as /sales does. */
async function acceptNewest(request: APIRequestContext, artist: TestArtist) {
  const list = await request.get('/api/orders/requests', { headers: artist.auth });
  const newest = ((await list.json()) as { requests: { id: string }[] }).requests[0]!;
  const answer = await request.post(`/api/orders/requests/${newest.id}/answer`, {
    headers: artist.auth,
    data: { answer: 'accept' },
  });
  expect(answer.status(), `the offer is accepted: ${await answer.text()}`).toBe(200);
}

async function pay(page: Page, email: string, price: string) {
  await fillAddress(page, email);
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();
  await expect(main(page).getByText(/^Held for you for/)).toBeVisible();
  await main(page).getByLabel('Card number').fill('4242 4242 4242 4242');
  await main(page).getByLabel('Expiry').fill('12/34');
  await main(page).getByLabel('CVC').fill('123');
  await main(page)
    .getByRole('button', { name: `Pay ${price}` })
    .click();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    // A spent or unknown link is answered 409 or 404, which the browser logs; the page says why.
    test.use({ viewport: { width, height: 900 }, allowedErrors: [/the server responded with a status of (404|409)/] });

    test('when the artist accepts an offer on a hidden price, then the mailed link checks the work out at the offer, once', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const artist = await registerArtist(page.request, 'Wren Hale');
      const title = `Low Tide ${width}`;
      const slug = await publishArtwork(page.request, artist, {
        title,
        price: 900,
        phidden: true,
        allowoffers: OFFERS_ALLOWED,
      });
      const buyer = await offerOn(page.request, slug, 640, uniqueEmail('offer-link'));
      await acceptNewest(page.request, artist);
      const link = await mailedLink(buyer);

      await page.goto(link);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Checkout');
      await expect(main(page).getByRole('link', { name: title })).toBeVisible();
      await expect(main(page).getByText('€640').first()).toBeVisible();
      await pay(page, buyer, '€640');
      await expect(toast(page, PAYMENT_SUCCEEDED)).toBeVisible();
      await expect(page).toHaveURL(/\/order-confirmation\/EA-[A-Z0-9]{12}$/);
      await expect(main(page).getByRole('link', { name: title })).toBeVisible();

      const artistsOrders = await page.request.get('/api/orders?as=artist', { headers: artist.auth });
      const order = (
        (await artistsOrders.json()) as {
          orders: { items: { slug: string; price: number }[]; pricing: { total: number } }[];
        }
      ).orders[0]!;
      expect(order.items).toEqual([expect.objectContaining({ slug, price: 640 })]);
      expect(order.pricing.total).toBe(640);

      await page.goto(link);
      await expect(main(page).getByText('This offer can no longer be used: the artwork has been bought')).toBeVisible();
    });

    test('when a checkout link is unknown, then the checkout says so instead of an empty cart', async ({ page }) => {
      await page.goto('/checkout?offer=no-such-offer');
      await expect(main(page).getByText('This offer link is unknown')).toBeVisible();
      await expect(main(page).getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    });
  });
}
