import { ARTISTS_CANNOT_BUY_OWN, REQUEST_SUBMITTED, OFFERS_ALLOWED, SOLD_STATUS } from '@easel/contracts';
import { publishArtwork, registerArtist } from '../support/artworks';
import { buyBox, holdWork, signInAs, toast } from '../support/buying';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { latestMailTo } from '../support/mail';

// The browser half: the art page's buy box and its inline request form (spec §2, §4, §5), each on the
// test's own freshly published work.

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('when a visitor adds the work to the cart, then the box says Remove from cart and the header counts it', async ({
      page,
    }) => {
      const artist = await registerArtist(page.request, 'Nell Ash');
      const slug = await publishArtwork(page.request, artist, {
        title: `Salt Marsh ${width}`,
        price: 500,
        allowoffers: OFFERS_ALLOWED,
      });
      await page.goto(`/art/${slug}`);
      const box = buyBox(page);
      await expect(box.getByRole('button')).toHaveText(['Add to Cart', 'Make an offer', 'Request to buy']);
      await box.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(box.getByRole('button', { name: 'Remove from cart' })).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() =>
            JSON.parse(localStorage.getItem('guestCart') ?? '[]').map((item: { slug: string }) => item.slug),
          ),
        )
        .toEqual([slug]);
      await box.getByRole('button', { name: 'Remove from cart' }).click();
      await expect(box.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    });

    test('when a visitor makes an offer by keyboard, then each spec §5 message shows, the badge judges it, and a good one is sent to the artist', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const artist = await registerArtist(page.request, 'Nell Ash');
      const title = `Low Fog ${width}`;
      const slug = await publishArtwork(page.request, artist, { title, price: 500, allowoffers: OFFERS_ALLOWED });
      await page.goto(`/art/${slug}`);
      const box = buyBox(page);
      await box.getByRole('button', { name: 'Make an offer' }).focus();
      await page.keyboard.press('Enter');
      const form = box.getByRole('form', { name: 'Make an offer' });
      await expect(form.getByLabel('Email')).toBeFocused();
      await expect(
        form.getByText("The artist's answer comes by e-mail: requests are usually answered in less than 24 hours."),
      ).toBeVisible();

      const send = form.getByRole('button', { name: 'Send offer' });
      await send.click();
      await expect(toast(page, 'Please enter email')).toBeVisible();
      await expect(form.getByLabel('Email')).toBeFocused();
      await page.keyboard.type('not-an-email');
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Please enter a valid email')).toBeVisible();
      const buyer = uniqueEmail('offer');
      await form.getByLabel('Email').fill(buyer);
      await send.click();
      await expect(toast(page, 'Please enter your offer')).toBeVisible();
      await expect(form.getByLabel('Your offer (EUR)')).toBeFocused();

      const offer = form.getByLabel('Your offer (EUR)');
      for (const [amount, label, share] of [
        ['550', 'Too high', '110% of the price'],
        ['400', 'Great', '80% of the price'],
        ['250', 'Too low', '50% of the price'],
      ] as const) {
        await offer.fill(amount);
        await expect(form.locator('.com-offer-badge')).toHaveText(label);
        await expect(form.getByText(share)).toBeVisible();
      }
      await send.click();
      await expect(toast(page, 'Offer should be at least 60% of the price')).toBeVisible();

      await offer.fill('400');
      await form.getByLabel('WhatsApp number').fill('+44 7700 900123');
      await form.getByLabel('Message (optional)').fill('Would it ship to Leeds?');
      await send.click();
      await expect(toast(page, REQUEST_SUBMITTED)).toBeVisible();
      await expect(form).toHaveCount(0);
      await expect(box.getByRole('button', { name: 'Make an offer' })).toBeVisible();
      const mail = await latestMailTo(artist.email);
      expect(mail).toContain(title);
      expect(mail).toContain(buyer);

      await box.getByRole('button', { name: 'Make an offer' }).click();
      await expect(box.getByLabel('Email')).toHaveValue('');
      await expect(box.getByLabel('Your offer (EUR)')).toHaveValue('');
      await box.getByRole('button', { name: 'Back' }).click();
      await expect(box.getByRole('button', { name: 'Make an offer' })).toBeFocused();
    });

    test('when a visitor asks to buy without an address, then it says so; on a SOLD work only a commission is asked, with its request', async ({
      page,
    }) => {
      const artist = await registerArtist(page.request, 'Nell Ash');
      const slug = await publishArtwork(page.request, artist, { title: `Kelp Line ${width}`, price: 500 });
      const sold = await publishArtwork(page.request, artist, {
        title: `Old Pier ${width}`,
        price: 500,
        status: SOLD_STATUS,
      });
      await page.goto(`/art/${slug}`);
      await buyBox(page).getByRole('button', { name: 'Request to buy' }).click();
      const form = buyBox(page).getByRole('form', { name: 'Request to buy' });
      await form.getByLabel('Email').fill(uniqueEmail('buy'));
      await form.getByRole('button', { name: 'Send request' }).click();
      await expect(toast(page, 'Please enter your Shipping Address')).toBeVisible();
      await expect(form.getByLabel('Shipping Address')).toBeFocused();
      await form.getByLabel('Shipping Address').fill('1 Harbour Road, Bristol BS1 4DJ, UK');
      await form.getByRole('button', { name: 'Send request' }).click();
      await expect(toast(page, REQUEST_SUBMITTED)).toBeVisible();

      await page.goto(`/art/${sold}`);
      await expect(main(page).locator('.cat-price')).toContainText('SOLD');
      await expect(buyBox(page).getByRole('button')).toHaveText(['Commission a work']);
      await buyBox(page).getByRole('button', { name: 'Commission a work' }).click();
      const commission = buyBox(page).getByRole('form', { name: 'Commission a work' });
      await commission.getByLabel('Email').fill(uniqueEmail('commission'));
      await commission.getByRole('button', { name: 'Send request' }).click();
      await expect(toast(page, 'Please enter your Request')).toBeVisible();
      await commission.getByLabel('Your Request').fill('A pier at night, 40 × 30 cm.');
      await commission.getByRole('button', { name: 'Send request' }).click();
      await expect(toast(page, REQUEST_SUBMITTED)).toBeVisible();
    });

    test('when the price is hidden, then a signed-in collector inquires without an e-mail field; the artist sees no buy box on their own work', async ({
      page,
    }) => {
      const artist = await registerArtist(page.request, 'Nell Ash');
      const slug = await publishArtwork(page.request, artist, {
        title: `Quiet Bay ${width}`,
        price: 900,
        phidden: true,
      });
      const collector = await page.request.post('/api/auth/register', {
        data: {
          firstName: 'Cole',
          lastName: 'Lector',
          role: 'customer',
          email: uniqueEmail('collector'),
          password: 'secret-1234',
        },
      });
      expect(collector.status()).toBe(201);
      const { user } = (await collector.json()) as { user: { email: string } };
      await signInAs(page, user.email, 'secret-1234');
      await page.goto(`/art/${slug}`);
      await expect(main(page).getByText('Price on request')).toBeVisible();
      const box = buyBox(page);
      await expect(box.getByRole('button')).toHaveText(['Inquire Price']);
      await box.getByRole('button', { name: 'Inquire Price' }).click();
      await expect(box.getByLabel('Email')).toHaveCount(0);
      await box.getByRole('button', { name: 'Send request' }).click();
      await expect(toast(page, REQUEST_SUBMITTED)).toBeVisible();
      await expect(latestMailTo(artist.email)).resolves.toContain(user.email);

      const own = await page
        .context()
        .browser()!
        .newPage({ viewport: { width, height: 900 } });
      await signInAs(own, artist.email, artist.password);
      await own.goto(`/art/${slug}`);
      await expect(buyBox(own)).toHaveText(
        `${ARTISTS_CANNOT_BUY_OWN}. Collectors see Add to Cart and their requests here.`,
      );
      await expect(buyBox(own).getByRole('button')).toHaveCount(0);
      await own.close();
    });

    test('when another buyer holds the work, then the box says Reserved until HH:MM instead of Add to Cart', async ({
      page,
    }) => {
      const artist = await registerArtist(page.request, 'Nell Ash');
      const slug = await publishArtwork(page.request, artist, { title: `Tern Rock ${width}`, price: 500 });
      const hold = await holdWork(page.request, slug, 50_000);
      await page.goto(`/art/${slug}`);
      const until = await page.evaluate(
        (iso) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }),
        hold.heldUntil,
      );
      await expect(buyBox(page).getByRole('status')).toHaveText(`Reserved until ${until}`);
      await expect(buyBox(page).getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    });
  });
}
