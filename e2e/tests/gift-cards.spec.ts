import type { Page } from '@playwright/test';
import { DEMO_ARTISTS } from '@easel/contracts';
import { publishArtwork, registerArtist } from '../support/artworks';
import { signInAsArtist } from '../support/community';
import { expect, main, test } from '../support/fixtures';
import { publishGiftCard } from '../support/gift-cards';

// Gift cards on the artist's side: the lock below 4 works, designing and publishing a card, its page and /artists#cards.
// Buying and redeeming a card is commerce's spec.

const LOCKED = 'You need a minimum of 4 artworks to unlock the giftcards to be published.';
const demoArtist = DEMO_ARTISTS[0]!;
const demoCard = `/giftcard/studio-gift-card-${demoArtist.slug}`;

const cardsSection = (page: Page) => main(page).locator('#cards');
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/** A picture drawn in the page, so the upload is a real image the catalog accepts. */
async function drawnPicture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 600, height: 400 });
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 600, 400);
    gradient.addColorStop(0, '#7c2d12');
    gradient.addColorStop(1, '#fde68a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 600, 400);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('when an artist with 3 works meets the lock, then adds a fourth, they design and publish a card that shows on its page and on /artists#cards', async ({
    page,
    request,
  }) => {
    const artist = await registerArtist(request, 'Greta Card');
    for (const n of [1, 2, 3]) await publishArtwork(request, artist, { title: `Card study ${n}` });
    await signInAsArtist(page, artist);

    await page.goto('/create/giftcard');
    const popup = page.getByRole('dialog', { name: 'Gift cards are locked' });
    await expect(popup).toContainText(LOCKED);
    await expect(popup.getByRole('link', { name: 'Add Artwork' })).toHaveAttribute('href', '/publish');
    await page.screenshot({ path: 'test-results/gift-card-locked-1280-light.png' });
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toHaveCount(0);
    await expect(main(page).getByRole('status')).toContainText(LOCKED);
    await expect(main(page).getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(main(page).getByLabel('Card image')).toBeDisabled();

    await publishArtwork(request, artist, { title: 'Card study 4' });
    // identity hears of the fourth work from catalog's outbox: the page asks the count afresh on each visit.
    await expect(async () => {
      await page.reload();
      await expect(main(page).getByRole('button', { name: 'Publish' })).toBeEnabled({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const form = main(page).getByRole('form', { name: 'Create gift card' });
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(form.getByText('Please add an image for the card')).toBeVisible();

    await form
      .getByLabel('Card image')
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await drawnPicture(page) });
    const preview = main(page).getByRole('region', { name: 'Preview' });
    await expect(preview.locator('img')).toHaveAttribute('src', /^\/api\/media\/.+\?w=400$/);
    await expect(form.getByText('Please add an image for the card')).toHaveCount(0);

    await form.getByLabel('Title (optional)').fill('Harbour gift card');
    await form.getByLabel('Another amount (€)').fill('49');
    await form.getByRole('button', { name: 'Add amount' }).click();
    await expect(form.getByText('Amounts start at 50 €')).toBeVisible();
    await form.getByLabel('Another amount (€)').fill('75');
    await form.getByRole('button', { name: 'Add amount' }).click();
    await expect(form.getByRole('checkbox', { name: '75 €' })).toBeChecked();
    await form.getByRole('checkbox', { name: '250 €' }).uncheck();
    await form.getByLabel('Note').fill('For anyone who loves the sea.');
    await expect(preview).toContainText('Harbour gift card');
    await expect(preview).toContainText('From 50 €');
    await expect(preview).toContainText('For anyone who loves the sea.');
    await page.screenshot({ path: 'test-results/gift-card-create-1280-light.png', fullPage: true });

    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/giftcard\/harbour-gift-card-/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Harbour gift card');
    await expect(main(page).getByRole('link', { name: artist.name })).toHaveAttribute('href', `/artist/${artist.slug}`);
    await expect(main(page).getByRole('radio')).toHaveCount(3);
    await expect(main(page).getByRole('link', { name: 'Buy for 50 €' })).toHaveAttribute(
      'href',
      `/checkout?giftcard=${slug}&amount=50`,
    );
    await main(page).getByRole('radio', { name: '100 €' }).check();
    await expect(main(page).getByRole('link', { name: 'Buy for 100 €' })).toHaveAttribute(
      'href',
      `/checkout?giftcard=${slug}&amount=100`,
    );
    await page.screenshot({ path: 'test-results/gift-card-page-owner-1280-light.png', fullPage: true });

    // Its artist edits it; the page shows the change.
    await main(page).getByRole('link', { name: 'Edit' }).click();
    const edit = main(page).getByRole('form', { name: 'Edit gift card' });
    await expect(edit.getByLabel('Note')).toHaveValue('For anyone who loves the sea.');
    await edit.getByLabel('Note').fill('For anyone who loves the sea, and harbours.');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/giftcard/${slug}$`));
    await expect(main(page).getByText('For anyone who loves the sea, and harbours.')).toBeVisible();

    await page.goto('/artists#cards');
    const tile = cardsSection(page).getByRole('link', { name: `Harbour gift card ${artist.name} From 50 €` });
    await expect(tile).toHaveAttribute('href', `/giftcard/${slug}`);
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`/giftcard/${slug}$`));
    await expect(main(page).getByRole('link', { name: 'Edit' })).toBeVisible();
  });
});

test('when an artist changes their name and page address, then their gift card names them anew and leads to the new page', async ({
  page,
  request,
}) => {
  const artist = await registerArtist(request, 'Rhea Moved');
  const works = [];
  for (const n of [1, 2, 3, 4]) works.push(await publishArtwork(request, artist, { title: `Moving study ${n}` }));
  const card = await publishGiftCard(request, artist, works[0]!, [50]);
  const [newName, newSlug] = [`Rhea Renamed ${Date.now().toString(36)}`, `rhea-${Date.now().toString(36)}`];
  const saved = await request.put('/api/user/profile', {
    headers: artist.auth,
    data: { artistName: newName, slug: newSlug },
  });
  expect(saved.ok()).toBe(true);

  // identity's relay tells the artist service a moment after the save.
  await expect(async () => {
    await page.goto(`/giftcard/${card}`);
    await expect(main(page).getByRole('link', { name: newName })).toHaveAttribute('href', `/artist/${newSlug}`, {
      timeout: 2000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(main(page).getByRole('link', { name: artist.name })).toHaveCount(0);
});

test.describe('someone else’s or no card', () => {
  test.use({ allowedErrors: [/status of 404/] });

  test('when another artist opens a card’s edit page, then they are told it is not theirs; an unknown card is a page state', async ({
    page,
    request,
  }) => {
    const other = await registerArtist(request, 'Otto Card');
    await signInAsArtist(page, other);
    await page.goto(`${demoCard}`);
    await expect(main(page).getByRole('link', { name: 'Buy for 50 €' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await page.goto(`/giftcard/edit/studio-gift-card-${demoArtist.slug}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Not your gift card');
    await expect(main(page).getByText('Only the artist who made this gift card can change it.')).toBeVisible();
    await page.goto('/giftcard/no-such-card');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Gift card not found');
    await expect(main(page).getByRole('link', { name: 'See gift cards' })).toHaveAttribute('href', '/artists#cards');
  });
});

for (const width of [1280, 390]) {
  for (const theme of ['light', 'dark']) {
    test(`at ${width} px in the ${theme} theme, the card’s page, the locked create page and /artists#cards fit the window (screenshots)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      const artist = await registerArtist(request, `Lena ${width} ${theme}`);
      await signInAsArtist(page, artist);

      await page.goto(demoCard);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Studio gift card');
      await expect(main(page).getByRole('link', { name: demoArtist.artistName })).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/gift-card-page-${width}-${theme}.png`, fullPage: true });

      await page.goto('/create/giftcard');
      await expect(page.getByRole('dialog', { name: 'Gift cards are locked' })).toContainText(LOCKED);
      await page.screenshot({ path: `test-results/gift-card-locked-${width}-${theme}.png` });
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/gift-card-create-${width}-${theme}.png`, fullPage: true });

      await page.goto('/artists#cards');
      await expect(
        cardsSection(page)
          .getByRole('link', { name: /Studio gift card/ })
          .first(),
      ).toBeVisible();
      await noSidewaysScroll(page);
      await cardsSection(page).screenshot({ path: `test-results/gift-card-list-${width}-${theme}.png` });
    });
  }
}
