import type { Browser, Page } from '@playwright/test';
import { VOTING_CLOSED } from '@easel/contracts';
import { signInAdmin } from '../support/admin-session';
import { JPEG } from '../support/artworks';
import { pulseRegion, runningPulse, setPulseVoting } from '../support/community';
import { expect, main, test } from '../support/fixtures';

// An editor publishes an article that a visitor then reads on /magazine, and switches the Pulse's voting.

async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** An admin action: its button, then the dialog that asks why. */
async function withReason(admin: Page, button: string, confirm: string, reason: string) {
  await main(admin).getByRole('button', { name: button }).click();
  const dialog = admin.getByRole('dialog', { name: button });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toHaveCount(0);
}

/** The editor's switch on /admin/pulse. */
const switchVoting = (admin: Page, action: 'Close voting' | 'Open voting', reason: string) =>
  withReason(admin, action, action, reason);

test('when an editor writes an article with a heading, a link and a picture and publishes it, then a visitor reads it on /magazine only once it is published', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, an editor that writes, uploads twice and previews: 47 s under CI's load.
  test.slow();
  const title = `Light on Water ${Date.now().toString(36)}`;
  await signInAdmin(page, 'editor');
  await page.goto('/admin/magazine');
  await main(page).getByRole('link', { name: 'Write an article' }).click();

  await main(page).getByRole('textbox', { name: 'Title' }).fill(title);
  await main(page)
    .getByLabel('Cover picture')
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(main(page).getByRole('img', { name: 'The cover' })).toBeVisible();
  const body = main(page).getByRole('textbox', { name: 'Article' });
  await body.click();
  await page.keyboard.type('On the river');
  await main(page).getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Painters have always chased the evening light on the river.');
  await expect(body.getByRole('heading', { level: 2 })).toHaveText('On the river');

  await main(page).getByRole('button', { name: 'Picture', exact: true }).click();
  const picture = page.getByRole('dialog', { name: 'Add a picture' });
  await picture.getByRole('button', { name: 'Add the picture' }).click();
  await expect(picture.getByText('Please choose a picture', { exact: true })).toBeVisible();
  await expect(picture.getByText('Please describe the picture for readers who cannot see it')).toBeVisible();
  await picture
    .getByLabel('Picture', { exact: true })
    .setInputFiles({ name: 'river.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(picture.getByRole('img', { name: 'The picture' })).toBeVisible();
  await picture.getByLabel('Description').fill('The river at dusk');
  await picture.getByRole('button', { name: 'Add the picture' }).click();
  await expect(body.getByRole('img', { name: 'The river at dusk' })).toBeVisible();

  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('Read the ');
  await main(page).getByRole('button', { name: 'Link' }).click();
  const link = page.getByRole('dialog', { name: 'Add a link' });
  await link.getByLabel('Web address').fill('https://easel.example/pulse');
  await link.getByRole('button', { name: 'Add link' }).click();
  await expect(body.getByRole('link', { name: 'https://easel.example/pulse' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Preview' }).click();
  const preview = main(page).getByRole('article', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview).toContainText('Painters have always chased the evening light on the river.');
  await main(page).getByRole('button', { name: 'Back to writing' }).click();
  await main(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(main(page).getByText('Draft: only editors see it')).toBeVisible();

  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto('/magazine');
  await expect(main(visitor).getByRole('heading').first()).toBeVisible();
  await expect(main(visitor).getByRole('link', { name: title })).toHaveCount(0);

  await withReason(page, 'Publish now', 'Publish', 'Ready for the weekend');
  await expect(main(page).getByText(/^Published /)).toBeVisible();

  await visitor.reload();
  await main(visitor).getByRole('link', { name: title }).click();
  await expect(main(visitor).getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(main(visitor)).toContainText('Painters have always chased the evening light on the river.');
  await expect(main(visitor).getByRole('heading', { level: 2, name: 'On the river' })).toBeVisible();
  await expect(main(visitor).getByRole('img', { name: 'The river at dusk' })).toBeVisible();
  await expect(main(visitor).getByRole('link', { name: 'https://easel.example/pulse' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  await visitor.context().close();
});

test('when an editor closes Pulse voting, then a visitor’s Upvote shows that voting is closed; opened again, voting is back', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const [top] = (await runningPulse(request)).entries;
  await signInAdmin(page, 'editor');
  await page.goto('/admin/pulse');
  const { title } = ((await (await request.get(`/api/artwork/get/${top!.slug}`)).json()) as { art: { title: string } })
    .art;
  // The leader shows by its title, linked to its page.
  await expect(
    main(page).getByRole('list', { name: 'Live ranking' }).getByRole('link', { name: title }),
  ).toHaveAttribute('href', `/art/${top!.slug}`);
  try {
    await switchVoting(page, 'Close voting', 'Checking a burst of votes');
    await expect(main(page).getByText(/voting is closed/)).toBeVisible();

    const visitor = await visitorPage(browser, baseURL);
    await visitor.goto(`/art2/${top!.slug}`);
    await pulseRegion(visitor)
      .getByRole('button', { name: /^Upvote/ })
      .click();
    await expect(visitor.getByText(VOTING_CLOSED)).toBeVisible();
    await visitor.context().close();

    await switchVoting(page, 'Open voting', 'The votes were fine');
    await expect(main(page).getByText(/voting is open/)).toBeVisible();
    const standing = await request.get(`/api/pulse/art/${top!.slug}`);
    expect(((await standing.json()) as { votingOpen: boolean }).votingOpen).toBe(true);
  } finally {
    // Other specs vote: voting is left open whatever happened above.
    await setPulseVoting(request, true);
  }
});
