import type { Browser, Page } from '@playwright/test';
import { signInAdmin } from '../support/admin-session';
import { publishArtwork, registerArtist, type TestArtist } from '../support/artworks';
import { signInAsArtist } from '../support/community';
import { expect, main, test } from '../support/fixtures';

// A moderator hides a reported artwork from the queue; it disappears for a visitor and its owner reads why.

const REASON = 'Copied from another artist';
// A hidden work is a 404 for the visitor's page and the browser logs it.
test.use({ allowedErrors: [/status of 404/] });

const searchCards = (page: Page, slug: string) => main(page).locator(`a[href="/art/${slug}"]`);

async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The moderator's action on the report of this work, with its reason asked in the dialog. */
async function actOnReport(admin: Page, title: string, action: 'Hide artwork' | 'Restore artwork') {
  await admin.goto('/admin/moderation');
  // The hide closed the report: the work is restored from the resolved ones.
  if (action === 'Restore artwork') await main(admin).getByRole('button', { name: 'Resolved' }).click();
  const report = main(admin)
    .getByRole('article')
    .filter({ has: admin.getByRole('link', { name: title }) });
  await report.getByRole('button', { name: action }).click();
  const dialog = admin.getByRole('dialog', { name: action });
  await dialog.getByLabel('Reason').fill(action === 'Hide artwork' ? REASON : 'The artist showed it is theirs');
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toHaveCount(0);
}

test('when a moderator hides a reported artwork, then a visitor finds it nowhere, its owner reads why, and a restore brings it back', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Three browsers (moderator, visitor, owner) and two moderation round trips: more than one ordinary test's time.
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Moderated Harbour ${stamp}`;
  const artist: TestArtist = await registerArtist(request, 'Mona Moderated');
  const slug = await publishArtwork(request, artist, { title });
  const reporter = await registerArtist(request, 'Rita Reporter');
  const reported = await request.post('/api/reports', {
    headers: reporter.auth,
    data: { kind: 'artwork', artSlug: slug, reason: 'Looks copied' },
  });
  expect(reported.status(), 'the report is filed').toBe(201);

  await signInAdmin(page, 'moderator');
  await page.goto('/admin/moderation');
  const report = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title }) });
  await expect(report).toContainText(`Reported by ${reporter.name}: Looks copied`);
  await actOnReport(page, title, 'Hide artwork');

  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto(`/art/${slug}`);
  await expect(visitor.getByRole('alert').filter({ hasText: 'No Art Found' }).first()).toBeVisible();
  await visitor.goto(`/search?q=${encodeURIComponent(stamp)}`);
  await expect(main(visitor).getByText('No artworks match your search.', { exact: false })).toBeVisible();
  await expect(searchCards(visitor, slug)).toHaveCount(0);

  const owner = await visitorPage(browser, baseURL);
  await signInAsArtist(owner, artist);
  await owner.goto(`/art/${slug}`);
  await expect(main(owner).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    main(owner)
      .getByRole('status')
      .filter({ hasText: `This artwork is hidden by Easel's moderators: ${REASON}` }),
  ).toBeVisible();

  await actOnReport(page, title, 'Restore artwork');
  await visitor.goto(`/art/${slug}`);
  await expect(main(visitor).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.goto(`/search?q=${encodeURIComponent(stamp)}`);
  await expect(searchCards(visitor, slug).first()).toBeVisible();
  await owner.reload();
  await expect(main(owner).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(owner).getByText(/hidden by Easel's moderators/)).toHaveCount(0);
});
