import type { Page } from '@playwright/test';
import { OFFERS_ALLOWED } from '@easel/contracts';
import { publishArtwork, registerArtist, type TestArtist } from '../support/artworks';
import { buyWork, offerOn, signInAs, toast } from '../support/buying';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { latestMailTo } from '../support/mail';

// /sales, the artist's side (orders of their works, requests and offers, offer rules), and the buyer's
// orders on /profile, each on the test's own artist and works.

/** The artist opens /sales: through the account menu where it is shown, else by its address. */
async function openSales(page: Page, artist: TestArtist, width: number) {
  await signInAs(page, artist.email, artist.password);
  if (width >= 1024) {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.locator('#shl-account-menu').getByRole('link', { name: 'Sales', exact: true }).click();
  } else await page.goto('/sales');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Sales');
}

const region = (page: Page, name: string) => main(page).getByRole('region', { name });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('when offers come in, then the artist accepts one (the buyer gets a checkout link) and counters another', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const artist = await registerArtist(page.request, 'Iris Vale');
      const title = `Sea Glass ${width}`;
      const slug = await publishArtwork(page.request, artist, { title, price: 500, allowoffers: OFFERS_ALLOWED });
      await offerOn(page.request, slug, 350);
      const accepted = await offerOn(page.request, slug, 400);
      await openSales(page, artist, width);

      const requests = region(page, 'Requests and offers');
      const high = requests.getByRole('listitem').filter({ hasText: `Offer of €400 for ${title}` });
      await expect(high.getByText('For my hallway.')).toBeVisible();
      await high.getByRole('button', { name: 'Accept' }).click();
      await expect(toast(page, 'Offer accepted: the buyer is mailed a checkout link')).toBeVisible();
      await expect(high.getByText('Accepted', { exact: true })).toBeVisible();
      await expect(high.getByRole('button')).toHaveCount(0);
      expect(await latestMailTo(accepted)).toMatch(/\/checkout\?offer=[\w-]+/);

      const low = requests.getByRole('listitem').filter({ hasText: `Offer of €350 for ${title}` });
      await low.getByRole('button', { name: 'Counter' }).click();
      await low.getByRole('button', { name: 'Send counter offer' }).click();
      await expect(low.getByText('Please enter your counter offer')).toBeVisible();
      await expect(low.getByLabel('Counter offer (EUR)')).toBeFocused();
      await page.keyboard.type('450');
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Counter offer sent')).toBeVisible();
      await expect(low.getByText('Countered', { exact: true })).toBeVisible();
      await expect(low).toContainText('Your counter offer €450');
    });

    test('when works are sold, then the artist ships one with its tracking number and marks it delivered, cancels another, and the buyer sees both on /profile', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const artist = await registerArtist(page.request, 'Iris Vale');
      const shipped = await publishArtwork(page.request, artist, { title: `Dune Light ${width}`, price: 500 });
      const cancelled = await publishArtwork(page.request, artist, { title: `Wet Sand ${width}`, price: 300 });
      const buyerEmail = uniqueEmail('collector');
      const register = await page.request.post('/api/auth/register', {
        data: { firstName: 'Cole', lastName: 'Lector', role: 'customer', email: buyerEmail, password: 'secret-1234' },
      });
      expect(register.status()).toBe(201);
      const buyer = { Authorization: `Bearer ${((await register.json()) as { token: string }).token}` };
      const first = await buyWork(page.request, shipped, 50_000, buyer);
      const second = await buyWork(page.request, cancelled, 30_000, buyer);

      await openSales(page, artist, width);
      const orders = region(page, 'Orders');
      const one = orders.getByRole('listitem').filter({ has: page.getByRole('link', { name: first }) });
      await expect(one.getByText('Paid', { exact: true })).toBeVisible();
      await expect(one.locator('address')).toContainText('Ada Lovelace, 1 Harbour Road, Bristol, Avon BS1 4DJ, GB');
      await one.getByRole('button', { name: 'Mark as shipped' }).click();
      await expect(one.getByText('Please enter the tracking number')).toBeVisible();
      await one.getByLabel('Tracking number').fill('RM123456789GB');
      await one.getByRole('button', { name: 'Mark as shipped' }).click();
      await expect(toast(page, 'Marked as shipped')).toBeVisible();
      await expect(one.getByText('Shipped', { exact: true })).toBeVisible();
      await expect(one.getByText('Tracking number: RM123456789GB')).toBeVisible();
      await one.getByRole('button', { name: 'Mark as delivered' }).click();
      await expect(one.getByText('Delivered', { exact: true })).toBeVisible();
      await expect(one.getByRole('button')).toHaveCount(0);

      const two = orders.getByRole('listitem').filter({ has: page.getByRole('link', { name: second }) });
      await two.getByRole('button', { name: 'Cancel order' }).click();
      await expect(two.getByText("Cancel this order and refund €300 to the buyer's card?")).toBeVisible();
      await two.getByRole('button', { name: 'Cancel and refund' }).click();
      await expect(toast(page, 'Order cancelled and refunded')).toBeVisible();
      await expect(two.getByText('Cancelled', { exact: true })).toBeVisible();

      const collector = await page
        .context()
        .browser()!
        .newPage({ viewport: { width, height: 900 } });
      await signInAs(collector, buyerEmail, 'secret-1234');
      await collector.goto('/profile');
      const mine = main(collector).getByRole('region', { name: 'My orders' });
      await expect(mine.getByRole('listitem', { name: first })).toContainText('Delivered');
      await expect(mine.getByRole('listitem', { name: first })).toContainText('Tracking number: RM123456789GB');
      await expect(mine.getByRole('listitem', { name: second })).toContainText('Cancelled');
      await expect(mine.getByRole('listitem', { name: second })).toContainText('Refunded');
      await collector.close();
    });

    test('when the artist sets offer rules, then an offer under the floor is declined and one at the accept-at amount accepted at once', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const artist = await registerArtist(page.request, 'Iris Vale');
      const title = `Shell Road ${width}`;
      const slug = await publishArtwork(page.request, artist, { title, price: 500, allowoffers: OFFERS_ALLOWED });
      await openSales(page, artist, width);
      const rules = region(page, 'Offer rules').getByRole('listitem', { name: `Offer rules for ${title}` });
      await rules.getByLabel('Decline offers under (EUR)').fill('450');
      await rules.getByLabel('Accept offers from (EUR)').fill('300');
      await rules.getByRole('button', { name: 'Save rules' }).click();
      await expect(rules.getByText('Accept at must be above the floor')).toBeVisible();
      await rules.getByLabel('Decline offers under (EUR)').fill('320');
      await rules.getByLabel('Accept offers from (EUR)').fill('450');
      await rules.getByRole('button', { name: 'Save rules' }).click();
      await expect(toast(page, 'Offer rules saved')).toBeVisible();

      await offerOn(page.request, slug, 310);
      await offerOn(page.request, slug, 450);
      await page.reload();
      const requests = region(page, 'Requests and offers');
      await expect(
        requests.getByRole('listitem').filter({ hasText: 'Offer of €310' }).getByText('Declined', { exact: true }),
      ).toBeVisible();
      await expect(
        requests.getByRole('listitem').filter({ hasText: 'Offer of €450' }).getByText('Accepted', { exact: true }),
      ).toBeVisible();
      await expect(region(page, 'Offer rules').getByLabel('Decline offers under (EUR)')).toHaveValue('320');
    });
  });
}
