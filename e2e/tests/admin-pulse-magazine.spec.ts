import type { Browser, Page } from '@playwright/test';
import { VOTING_CLOSED } from '@easel/contracts/src/community';
import { signInAdmin } from '../support/admin-session';
import { JPEG } from '../support/artworks';
import { pulseRegion, runningPulse, setPulseVoting } from '../support/community';
import { expect, main, test } from '../support/fixtures';

// Issue 14 §4 and §5: an editor publishes an article that a visitor then reads on /magazine, and switches the Pulse's voting.

async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The editor's switch on /admin/pulse, with its reason asked in the dialog. */
async function switchVoting(admin: Page, action: 'Close voting' | 'Open voting', reason: string) {
  await main(admin).getByRole('button', { name: action }).click();
  const dialog = admin.getByRole('dialog', { name: action });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toHaveCount(0);
}

test('when an editor writes and publishes an article, then a visitor finds it on /magazine only once it is published', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Light on Water ${Date.now().toString(36)}`;
  await signInAdmin(page, 'editor');
  await page.goto('/admin/magazine');
  await main(page).getByRole('link', { name: 'Write an article' }).click();

  await main(page).getByRole('textbox', { name: 'Title' }).fill(title);
  await main(page).getByLabel('Cover picture').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(main(page).getByRole('img', { name: 'The cover' })).toBeVisible();
  await main(page).getByRole('textbox', { name: 'Article' }).click();
  await page.keyboard.type('Painters have always chased the evening light on the river.');
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

  await main(page).getByRole('button', { name: 'Publish now' }).click();
  await expect(main(page).getByText(/^Published /)).toBeVisible();

  await visitor.reload();
  await main(visitor).getByRole('link', { name: title }).click();
  await expect(main(visitor).getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(main(visitor)).toContainText('Painters have always chased the evening light on the river.');
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
  await expect(main(page).getByRole('list', { name: 'Live ranking' })).toContainText(top!.slug);
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
