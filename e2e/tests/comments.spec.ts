import type { Page } from '@playwright/test';
import { REPORT_RECEIVED } from '@easel/contracts';
import { registerArtist, type TestArtist } from '../support/artworks';
import { toast } from '../support/buying';
import {
  commentsRegion,
  postComment,
  publishNotForSale,
  scrollToComments,
  seedComments,
  signInAsArtist,
} from '../support/community';
import { expect, main, test } from '../support/fixtures';

// Each test publishes a not-for-sale work of its own artist, so no two tests (or specs) share comments or votes.
async function artistWithWork(page: Page, name: string): Promise<{ artist: TestArtist; slug: string }> {
  const artist = await registerArtist(page.request, name);
  return { artist, slug: await publishNotForSale(page.request, artist) };
}

const commentItems = (page: Page) => commentsRegion(page).getByRole('listitem', { name: /^Comment by / });
const editorOf = (page: Page) => commentsRegion(page).getByRole('textbox', { name: 'Your comment' });
const postButton = (page: Page) => commentsRegion(page).getByRole('button', { name: /^Post/ });
const toolbarButton = (page: Page, name: string) =>
  commentsRegion(page).getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name });

test('when a signed-in artist writes a comment with bold text, a bullet list and a quote, then it is shown formatted at the top', async ({
  page,
}) => {
  const { artist, slug } = await artistWithWork(page, 'Ines Writer');
  await signInAsArtist(page, artist);
  await page.goto(`/art/${slug}`);
  await scrollToComments(page);
  await expect(commentsRegion(page).getByText('No comments yet. Be the first to say what you think.')).toBeVisible();
  await expect(postButton(page)).toBeDisabled();

  await editorOf(page).click();
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('Quiet');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' light on the water.');
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'Bullet list').click();
  await expect(toolbarButton(page, 'Bullet list')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('the harbour');
  await page.keyboard.press('Enter');
  await page.keyboard.type('the boats');
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'Bullet list').click();
  await toolbarButton(page, 'Quote').click();
  await page.keyboard.type('Light is the first painter.');
  await postButton(page).click();

  const posted = commentItems(page).first();
  await expect(posted.locator('.cmy-comment__content li')).toHaveText(['the harbour', 'the boats']);
  await expect(posted.locator('blockquote')).toHaveText('Light is the first painter.');
  await expect(posted.locator('strong')).toHaveText('Quiet');
  await expect(posted.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(posted.locator('time')).toHaveText(/^(Just now|\d+ sec ago)$/);
  await expect(postButton(page)).toHaveText('Post');
  await expect(postButton(page)).toBeDisabled();

  await page.reload();
  await scrollToComments(page);
  await expect(commentItems(page).first().locator('blockquote')).toHaveText('Light is the first painter.');
});

test('when a reader types @ and part of a name, then the artist is suggested, picked with Enter, and posted as a link to their page', async ({
  page,
}) => {
  const { artist, slug } = await artistWithWork(page, 'Mira Mentioned');
  const reader = await registerArtist(page.request, 'Rex Reader');
  await signInAsArtist(page, reader);
  await page.goto(`/art/${slug}`);
  await scrollToComments(page);
  await editorOf(page).click();
  await page.keyboard.type('Thank you @Mir');
  const suggestions = commentsRegion(page).getByRole('listbox', { name: 'People to mention' });
  await expect(suggestions.getByRole('option', { name: artist.name })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(suggestions).toBeHidden();
  await page.keyboard.type('for this.');
  await postButton(page).click();
  const link = commentItems(page)
    .first()
    .getByRole('link', { name: `@${artist.name}` });
  await expect(link).toHaveAttribute('href', `/artist/${artist.slug}`);
  await expect(commentItems(page).first().locator('.cmy-comment__content')).toHaveText(
    `Thank you @${artist.name} for this.`,
  );
});

test('when an artwork has 20 comments, then a visitor sees 7, and View more shows the rest until all 20 are there', async ({
  page,
}) => {
  const { artist, slug } = await artistWithWork(page, 'Pia Many');
  const others = await Promise.all(
    ['Ola One', 'Ben Two', 'Eva Three'].map((name) => registerArtist(page.request, name)),
  );
  await seedComments(page.request, [artist, ...others], slug, 20);

  await page.goto(`/art/${slug}`);
  await scrollToComments(page);
  await expect(commentItems(page)).toHaveCount(7);
  await expect(commentItems(page).first().locator('.cmy-comment__content')).toHaveText('Comment 20');
  const viewMore = commentsRegion(page).getByRole('button', { name: 'View more' });
  for (const shown of [14, 20]) {
    await viewMore.click();
    await expect(commentItems(page)).toHaveCount(shown);
  }
  // The third batch (6) is shorter than asked: there are no more.
  await expect(viewMore).toBeHidden();
  const newestFirst = Array.from({ length: 20 }, (_, index) => `Comment ${20 - index}`);
  await expect(commentsRegion(page).locator('.cmy-comment__content')).toHaveText(newestFirst);
  await expect(commentsRegion(page).getByRole('button', { name: 'Login to comment' })).toBeVisible();
});

test('when a reader upvotes a comment and presses again, then it shows Upvoted 1 and then Upvote 0, and keeps it after a reload', async ({
  page,
}) => {
  const { artist, slug } = await artistWithWork(page, 'Ugo Voter');
  const writer = await registerArtist(page.request, 'Wim Writer');
  await postComment(page.request, writer, slug, '<p>The blues are lovely.</p>');
  await signInAsArtist(page, artist);
  await page.goto(`/art/${slug}`);
  await scrollToComments(page);
  const upvote = commentItems(page)
    .first()
    .getByRole('button', { name: /^Upvote/ });
  await expect(upvote).toHaveText('Upvote 0');
  await upvote.click();
  await expect(upvote).toHaveText('Upvoted 1');
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await scrollToComments(page);
  await expect(upvote).toHaveText('Upvoted 1');
  await upvote.click();
  await expect(upvote).toHaveText('Upvote 0');
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
});

test('when the author deletes their comment, then the list drops it, also after a reload', async ({ page }) => {
  const { artist, slug } = await artistWithWork(page, 'Dora Delete');
  await postComment(page.request, artist, slug, '<p>Kept for now.</p>');
  await postComment(page.request, artist, slug, '<p>A second thought, to delete.</p>');
  await signInAsArtist(page, artist);
  await page.goto(`/art/${slug}`);
  await scrollToComments(page);
  await expect(commentItems(page)).toHaveCount(2);
  await commentItems(page).first().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(commentItems(page)).toHaveCount(1);
  await expect(commentItems(page).locator('.cmy-comment__content')).toHaveText(['Kept for now.']);
  await page.reload();
  await scrollToComments(page);
  await expect(commentItems(page).locator('.cmy-comment__content')).toHaveText(['Kept for now.']);
});

test("when a reader reports someone's comment with a reason, then the moderators' thanks is shown", async ({
  page,
}) => {
  const { artist, slug } = await artistWithWork(page, 'Rita Report');
  const writer = await registerArtist(page.request, 'Sam Spam');
  await postComment(page.request, writer, slug, '<p>Buy followers cheap.</p>');
  await signInAsArtist(page, artist);
  await page.goto(`/art/${slug}`);
  await scrollToComments(page);
  await commentItems(page).first().getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this comment' });
  await dialog.getByLabel('Why should our moderators look at it?').fill('Spam');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, REPORT_RECEIVED)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('when a comment runs past 300 characters, then the editor says so and Post stays disabled', async ({ page }) => {
  const { artist, slug } = await artistWithWork(page, 'Lena Long');
  await signInAsArtist(page, artist);
  await page.goto(`/art/${slug}`);
  await scrollToComments(page);
  await editorOf(page).click();
  await page.keyboard.insertText('a'.repeat(300));
  await expect(postButton(page)).toBeEnabled();
  await page.keyboard.type('b');
  await expect(commentsRegion(page).getByRole('alert')).toHaveText('Comment cannot exceed 300 characters.');
  await expect(editorOf(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(postButton(page)).toBeDisabled();
  await page.keyboard.press('Backspace');
  await expect(postButton(page)).toBeEnabled();
});

test('when a visitor presses Login to comment and logs in, then they are back on the artwork with the editor', async ({
  page,
}) => {
  const { artist, slug } = await artistWithWork(page, 'Vic Visitor');
  await page.goto(`/art/${slug}`);
  await scrollToComments(page);
  await commentsRegion(page).getByRole('button', { name: 'Login to comment' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  const form = main(page).getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail').fill(artist.email);
  await form.getByLabel('Password').fill(artist.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/art/${slug}`);
  await scrollToComments(page);
  await expect(editorOf(page)).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`when the comments are read ${width} px wide in either theme, then nothing runs off the side and the toolbar shows whole`, async ({
    page,
  }) => {
    const { artist, slug } = await artistWithWork(page, `Tess Wide${width}`);
    const reader = await registerArtist(page.request, 'Rae Reader');
    await postComment(
      page.request,
      reader,
      slug,
      '<p><strong>Lovely</strong> light.</p><ul><li>the harbour</li><li>the boats</li></ul><blockquote>Light is the first painter.</blockquote>',
    );
    const lines = Array.from({ length: 8 }, (_, index) => `<p>Line ${index + 1} of a longer answer.</p>`);
    await postComment(page.request, artist, slug, lines.join(''));
    await signInAsArtist(page, artist);
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      await page.goto(`/art/${slug}`);
      await scrollToComments(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(commentItems(page)).toHaveCount(2);
      await commentsRegion(page).getByRole('toolbar', { name: 'Formatting' }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const name of ['Bold', 'Italic', 'Bullet list', 'Numbered list', 'Quote', 'Mention someone'])
        await expect(toolbarButton(page, name)).toBeInViewport();
      await expect(commentItems(page).first().getByRole('button', { name: 'Read more' })).toBeVisible();
      // A long unbroken word wraps inside the editor, which stays within the screen.
      await editorOf(page).click();
      await page.keyboard.insertText('x'.repeat(120));
      const box = await editorOf(page).boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
      expect(await editorOf(page).evaluate((editor) => editor.scrollWidth <= editor.clientWidth)).toBe(true);
      await commentsRegion(page).screenshot({ path: `test-results/comments-${width}-${theme}.png` });
    }
  });
}

test("when a visitor opens a work for sale (no comments on its page), then 'Report this artwork' is the quiet underlined link, not a bare button", async ({
  page,
}) => {
  await page.goto('/art/tidal-memory-mara-okafor');
  const report = main(page).getByRole('button', { name: 'Report this artwork' });
  await expect(report).toBeVisible();
  // Its look comes with the button itself, not with the dialog's or the comments' code.
  await expect(report).toHaveCSS('text-decoration-line', 'underline');
  await expect(report).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(report).toHaveCSS('border-top-width', '0px');
});

test("when a reader reports an artwork with a reason, then the moderators' thanks is shown; a visitor is asked to log in first", async ({
  page,
}) => {
  const { slug } = await artistWithWork(page, 'Ari Reported');
  await page.goto(`/art/${slug}`);
  await main(page).getByRole('button', { name: 'Report this artwork' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  const reader = await registerArtist(page.request, 'Rex Reader');
  await signInAsArtist(page, reader);
  await page.goto(`/art/${slug}`);
  await main(page).getByRole('button', { name: 'Report this artwork' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this artwork' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please tell us why');
  await dialog.getByLabel('Why should our moderators look at it?').fill('Not the artist’s own work');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, REPORT_RECEIVED)).toBeVisible();
  await expect(dialog).toBeHidden();
});
