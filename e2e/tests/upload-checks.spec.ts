import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { signInAdmin } from '../support/admin-session';
import { expect, main, test } from '../support/fixtures';
import { SAMPLE } from '../support/routes';
import { signIn } from '../support/session';

// Every place a picture or video is uploaded refuses, before it sends a byte, what the catalog would refuse after: a
// picture over 15 MB, a video over 100 MB, a file that only has a picture's name. What was typed stays.

const MB = 1024 * 1024;
const TOO_LARGE_PICTURE = 'This image is larger than 15 MB';
const TOO_LARGE_VIDEO = 'This video is larger than 100 MB';
const UNSUPPORTED = 'This file is not a supported image or video (JPEG, PNG, WebP, MP4, WebM, Ogg, MOV)';
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]);
const NOT_A_PICTURE = {
  name: 'notes.png',
  mimeType: 'image/png',
  buffer: Buffer.from('Shopping list: canvas, linseed oil, rags.'),
};

/** A file of `bytes` that starts as its kind does, sparse on disk (too large to hand Playwright as a buffer). */
function largeFile(name: string, head: Buffer, bytes: number) {
  const folder = path.join(os.tmpdir(), `easel-upload-checks-${process.pid}`);
  const file = path.join(folder, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(file, head);
    fs.truncateSync(file, bytes);
  }
  return file;
}
const bigPicture = () => largeFile('salt-marsh.png', PNG_HEAD, 50 * MB);
const bigVideo = () => largeFile('studio-tour.mp4', MP4_HEAD, 101 * MB);

/** Every upload the page sends from now on (the catalog's, and the admin's covers). */
function recordUploads(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && /^\/api\/(media|admin\/magazine\/covers)$/.test(pathname)) sent.push(pathname);
  });
  return sent;
}

/** Chooses each file in turn; each one's refusal shows (in `where`) at once, and nothing is sent. */
async function refusedAtOnce(
  input: Locator,
  where: Locator,
  sent: string[],
  files: [Parameters<Locator['setInputFiles']>[0], string][],
) {
  for (const [file, message] of files) {
    await input.setInputFiles(file);
    await expect(where.getByText(message, { exact: true })).toBeVisible({ timeout: 2000 });
  }
  expect(sent, 'no upload request').toEqual([]);
}

const darkTheme = (page: Page) => page.evaluate(() => localStorage.setItem('theme', 'dark'));
const uploads = (page: Page, label: string) => main(page).getByRole('list', { name: `${label}: uploads` });
/** A shared picture field (artist page, profile, gift card, magazine), found by its label. */
const pictureField = (page: Page, label: string) =>
  main(page)
    .locator('.ui-upload')
    .filter({ has: page.getByLabel(label, { exact: true }) });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('when an artist chooses a 50 MB picture or a text named .png anywhere, then it is refused at once, unsent, and typing stays', async ({
      page,
    }) => {
      await signIn(page, 'artist');
      const sent = recordUploads(page);

      // Publish, in the light theme then the dark one: the form keeps its words.
      await page.goto('/publish');
      await main(page).getByLabel('Title', { exact: true }).fill('Salt Marsh at Noon');
      const featured = main(page).getByLabel('Featured image', { exact: true });
      await refusedAtOnce(featured, uploads(page, 'Featured image'), sent, [
        [bigPicture(), TOO_LARGE_PICTURE],
        [NOT_A_PICTURE, UNSUPPORTED],
      ]);
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      const gallery = main(page).getByLabel('Gallery (optional)', { exact: true });
      await refusedAtOnce(gallery, uploads(page, 'Gallery (optional)'), sent, [
        [bigPicture(), TOO_LARGE_PICTURE],
        [bigVideo(), TOO_LARGE_VIDEO],
      ]);
      await expect(main(page).getByLabel('Title', { exact: true })).toHaveValue('Salt Marsh at Noon');
      await page.screenshot({ path: `test-results/upload-refused-publish-${width}-dark.png` });
      await darkTheme(page);

      // Edit artwork: the stored picture stays beside the refusal.
      await page.goto(`/art/edit/${SAMPLE.artwork}`);
      const title = main(page).getByLabel('Title', { exact: true });
      await title.fill('Quiet Thunder, retitled');
      await refusedAtOnce(
        main(page).getByLabel('Featured image', { exact: true }),
        uploads(page, 'Featured image'),
        sent,
        [[bigPicture(), TOO_LARGE_PICTURE]],
      );
      await expect(uploads(page, 'Featured image').getByRole('img', { name: 'Current featured image' })).toBeVisible();
      await expect(title).toHaveValue('Quiet Thunder, retitled');

      // The artist page's editor (logo, About me image), the profile picture and the gift card's image.
      await page.goto(`/artist/${SAMPLE.artist}?edit=true`);
      for (const label of ['Logo', 'About me image']) {
        await refusedAtOnce(page.getByLabel(label, { exact: true }), pictureField(page, label), sent, [
          [bigPicture(), TOO_LARGE_PICTURE],
          [NOT_A_PICTURE, UNSUPPORTED],
        ]);
      }
      await page.goto('/edit/profile');
      await refusedAtOnce(
        page.getByLabel('Profile picture', { exact: true }),
        pictureField(page, 'Profile picture'),
        sent,
        [[bigPicture(), TOO_LARGE_PICTURE]],
      );
      await page.goto('/create/giftcard');
      await refusedAtOnce(page.getByLabel('Card image', { exact: true }), pictureField(page, 'Card image'), sent, [
        [bigPicture(), TOO_LARGE_PICTURE],
        [NOT_A_PICTURE, UNSUPPORTED],
      ]);
      await page.screenshot({ path: `test-results/upload-refused-gift-card-${width}-dark.png` });
    });

    test('when an editor chooses a 50 MB cover for an article, then it is refused at once and nothing is sent', async ({
      page,
    }) => {
      await signInAdmin(page, 'editor');
      const sent = recordUploads(page);
      await page.goto('/admin/magazine');
      await main(page).getByRole('link', { name: 'Write an article' }).click();
      await main(page).getByRole('textbox', { name: 'Title' }).fill('Light on Water');
      await refusedAtOnce(main(page).getByLabel('Cover picture'), pictureField(page, 'Cover picture'), sent, [
        [bigPicture(), TOO_LARGE_PICTURE],
        [NOT_A_PICTURE, UNSUPPORTED],
      ]);
      await expect(main(page).getByRole('textbox', { name: 'Title' })).toHaveValue('Light on Water');
    });
  });
}
