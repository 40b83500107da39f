import { publishArtwork, registerArtist } from '../support/artworks';
import { signInAsArtist } from '../support/community';
import { expect, main, test } from '../support/fixtures';
import { untilArtworks } from '../support/newsletter';

// The subject is sent as typed, so the form says it is plain text.

const HINT = 'Plain text; formatting goes in the body';

test('when an artist writes a newsletter, then the subject says it is plain text, and markup typed there is previewed as typed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const artist = await registerArtist(request, 'Plain Subject');
  for (let n = 1; n <= 4; n += 1) await publishArtwork(request, artist, { title: `Sketch ${n}` });
  await untilArtworks(request, artist, 4);
  await signInAsArtist(page, artist);
  await page.goto('/newsletter');

  for (const theme of ['light', 'dark']) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      await page.goto('/newsletter');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const subject = main(page).getByRole('textbox', { name: 'Subject' });
      const hint = main(page).getByText(HINT, { exact: true });
      await expect(subject).toHaveAccessibleDescription(HINT);
      await expect(hint).toBeVisible();
      const [field, note] = [await subject.boundingBox(), await hint.boundingBox()];
      expect(note!.y, 'the hint sits under the subject field').toBeGreaterThanOrEqual(field!.y + field!.height);
      expect(Math.abs(note!.x - field!.x), 'the hint lines up with the field').toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );

      await subject.fill('<b>Open studio</b> & tea');
      await main(page).getByRole('button', { name: 'Preview' }).click();
      const preview = main(page).getByRole('article', { name: 'Preview' });
      await expect(preview.getByText('<b>Open studio</b> & tea', { exact: true })).toBeVisible();
      await expect(preview.locator('b')).toHaveCount(0);
      await main(page).getByRole('button', { name: 'Back to writing' }).click();
      await page.screenshot({
        path: test.info().outputPath(`newsletter-subject-hint-${theme}-${width}.png`),
        fullPage: true,
      });
    }
  }
});
