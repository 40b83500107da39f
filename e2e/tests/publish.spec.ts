import type { Page } from '@playwright/test';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { navigateInPage, pathOf, SAMPLE } from '../support/routes';
import { signIn } from '../support/session';

// Publishing (mf-catalog /publish, /publish/register, /art/edit/:id) against the demo seed; the demo artist is Mara Okafor.

// Small valid pictures (the server decodes and re-encodes them) and a video the server knows by its first bytes (an MP4 ftyp box).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM45MiDFTEMpAQABocy0bfgi70AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCCArBT/9k=',
  'base64',
);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.from([0, 0, 0, 0x30]),
  Buffer.from('free'),
  Buffer.alloc(0x28),
]);
const UNSUPPORTED = 'This file is not a supported image or video (JPEG, PNG, WebP, MP4, WebM, Ogg, MOV)';

const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const uploads = (page: Page, label: string) => main(page).getByRole('list', { name: `${label}: uploads` });
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });

test.use({ allowedErrors: [/status of (404|415)/] });

test('when the demo artist publishes, edits and deletes an artwork, then each step lands where it should', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'artist');
  await page.goto('/publish');
  await expect(heading(page)).toHaveText('Submit artwork');

  // Sent empty: each field says why, in the contract's words.
  await main(page).getByRole('button', { name: 'Publish artwork' }).click();
  for (const message of [
    'Please add a featured image',
    'Please enter a title',
    'Please enter a description',
    'Please choose a medium',
    'Please enter the width',
    'Please enter a price',
  ]) {
    await expect(main(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, 'Featured image')).toBeFocused();

  // A file that only pretends to be a picture is refused before it is sent, in the server's words.
  await field(page, 'Featured image').setInputFiles({
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('MZ this is a program, not a picture'),
  });
  await expect(uploads(page, 'Featured image').getByRole('alert')).toHaveText(UNSUPPORTED);

  // The featured image: held back a moment so the progress bar can be seen, then its thumbnail.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/media', async (route) => {
    await held;
    await route.continue();
  });
  await field(page, 'Featured image').setInputFiles({ name: 'tide.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(uploads(page, 'Featured image').getByRole('progressbar', { name: 'Uploading tide.jpg' })).toBeVisible();
  release();
  await expect(uploads(page, 'Featured image').getByRole('img', { name: 'Uploaded tide.jpg' })).toBeVisible();
  await page.unroute('**/api/media');
  await field(page, 'Gallery (optional)').setInputFiles([
    { name: 'detail.png', mimeType: 'image/png', buffer: PNG },
    { name: 'studio.mp4', mimeType: 'video/mp4', buffer: MP4 },
  ]);
  await expect(uploads(page, 'Gallery (optional)').getByRole('img', { name: 'Uploaded detail.png' })).toBeVisible();
  await expect(uploads(page, 'Gallery (optional)').getByLabel('Video studio.mp4')).toBeAttached();

  await field(page, 'Title').fill('Morning Tide');
  await field(page, 'Description').fill('Low water at dawn, painted on the beach.');
  await field(page, 'Medium').fill('Oil');
  await field(page, 'Second medium (optional)').fill('Ink');
  await field(page, 'Material').fill('Canvas');
  await field(page, 'Style').fill('Landscape');
  await field(page, 'Year').fill('2024');
  await field(page, 'Width (cm)').fill('50');
  await field(page, 'Height (cm)').fill('70');
  await field(page, 'Price').fill('800');
  await field(page, 'Discount price (optional)').fill('650');
  await field(page, 'Currency').selectOption('GBP');
  await field(page, 'Yes, collectors can make offers').check();
  await main(page).getByRole('button', { name: 'Publish artwork' }).click();

  await expect.poll(() => pathOf(page)).toMatch(/^\/art\/morning-tide-mara-okafor(-\d+)?\?popup=true$/);
  const slug = new URL(page.url()).pathname.split('/')[2]!;
  await expect(heading(page)).toHaveText('Morning Tide');

  // Edit, reached within the page: the detail shows the new title, not a kept copy.
  await navigateInPage(page, `/art/edit/${slug}`);
  await expect(field(page, 'Title')).toHaveValue('Morning Tide');
  await expect(field(page, 'Currency')).toHaveValue('GBP');
  await field(page, 'Title').fill('Morning Tide at Low Water');
  await main(page).getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => pathOf(page)).toBe(`/art/${slug}`);
  await expect(heading(page)).toHaveText('Morning Tide at Low Water');
  await expect(page.getByRole('alert').filter({ hasText: 'Artwork updated' }).first()).toBeVisible();

  // Delete, confirmed: the artist lands on their artist page, and the artwork is gone.
  await navigateInPage(page, `/art/edit/${slug}`);
  await main(page).getByRole('button', { name: 'Delete artwork' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this artwork?' })
    .getByRole('button', { name: 'Delete artwork' })
    .click();
  await expect.poll(() => pathOf(page)).toBe('/artist/mara-okafor');
  await expect(page.getByRole('alert').filter({ hasText: 'Artwork deleted' }).first()).toBeVisible();
  await page.goto(`/art/${slug}`);
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.getByRole('alert').filter({ hasText: 'No Art Found' }).first()).toBeVisible();
});

test('when a new customer opens /publish, then they become an artist at /publish/register and reach the artwork form', async ({
  page,
  request,
}) => {
  const answer = await request.post('/api/auth/register', {
    data: {
      firstName: 'Cleo',
      lastName: 'Brandt',
      email: uniqueEmail('publish'),
      password: 'secret-1234',
      role: 'customer',
    },
  });
  expect(answer.ok(), 'the customer registers').toBe(true);
  const session = (await answer.json()) as { token: string; user: unknown };
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);

  await page.goto('/publish');
  await expect.poll(() => pathOf(page)).toBe('/publish/register');
  await expect(heading(page)).toHaveText('Become an artist');
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(main(page).getByText('Please enter your artist name')).toBeVisible();
  await field(page, 'Artist name').fill(`Cleo Brandt Studio ${Date.now().toString(36)}`); // artist names are unique: a retry needs its own
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => pathOf(page)).toBe('/publish');
  await expect(heading(page)).toHaveText('Submit artwork');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role)).toBe('user');
});

test("when someone else opens an artwork's edit page, then they are told it is not theirs; a visitor is asked to log in", async ({
  page,
}) => {
  await page.goto(`/art/edit/${SAMPLE.artwork}`);
  await expect(heading(page)).toHaveText('Edit artwork');
  await expect(main(page).getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  await signIn(page, 'collector');
  await page.goto(`/art/edit/${SAMPLE.artwork}`);
  await expect(heading(page)).toHaveText('You can only edit your own artworks');
});
