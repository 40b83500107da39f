import { OFFERS_ALLOWED } from '@easel/contracts';
import { publishArtwork, registerArtist } from '../support/artworks';
import { offerOn, signInAs, toast } from '../support/buying';
import { expect, main, test, uniqueEmail } from '../support/fixtures';

// An inbox thread names the work each message was written from, and each request's work.

test('a visitor writes from two works and offers on one; the artist’s /inbox shows each work’s picture, title and link', async ({
  page,
  request,
}) => {
  const artist = await registerArtist(request, 'Work Namer');
  const harbour = await publishArtwork(request, artist, { title: 'Harbour Letters', allowoffers: OFFERS_ALLOWED });
  const field = await publishArtwork(request, artist, { title: 'Field Notes' });
  const visitor = uniqueEmail('work-visitor');

  // The visitor writes from each work's page through its Message artist, then offers on the first.
  for (const [slug, text] of [
    [harbour, 'Is Harbour Letters still available?'],
    [field, 'Could Field Notes ship with it?'],
  ] as const) {
    await page.goto(`/art/${slug}`);
    await main(page).getByRole('button', { name: 'Message artist' }).click();
    const dialog = page.getByRole('dialog', { name: `Message ${artist.name}` });
    await dialog.getByRole('textbox', { name: 'Your e-mail' }).fill(visitor);
    await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(toast(page, 'Message Sent Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  await offerOn(request, harbour, 400, visitor);

  // The artist, on the same page, reads the conversation: one work per change of work, and the offer's.
  await signInAs(page, artist.email, artist.password);
  await page.goto('/inbox');
  await main(page)
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(visitor) })
    .click();
  const messages = main(page).getByRole('article').getByRole('list', { name: 'Messages' });
  const works = messages.getByRole('link');
  await expect(works).toHaveText([
    'Sent from Harbour Letters',
    'Sent from another work: Field Notes',
    'Request about Harbour Letters',
  ]);
  await expect(messages.getByText("Offer of €400 for 'Harbour Letters'")).toBeVisible();
  expect(await works.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    `/art/${harbour}`,
    `/art/${field}`,
    `/art/${harbour}`,
  ]);

  // Each picture has arrived and shows as a thumbnail, at both widths and in both themes.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(works.first()).toBeVisible();
    await expect
      .poll(() =>
        works
          .locator('img')
          .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toEqual([true, true, true]);
    expect(
      await works.locator('img').evaluateAll((images) => images.map((image) => image.getBoundingClientRect().width)),
    ).toEqual([48, 48, 48]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((name) => document.documentElement.setAttribute('data-theme', name), theme);
      await page.screenshot({ path: test.info().outputPath(`inbox-artwork-${width}-${theme}.png`) });
    }
  }

  // The link leads to the work's page.
  await works.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/art/${field}$`));
  await expect(main(page).getByRole('heading', { name: 'Field Notes', level: 1 })).toBeVisible();
});
