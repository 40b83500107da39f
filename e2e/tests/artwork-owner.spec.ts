import type { APIRequestContext } from '@playwright/test';
import { expect, main, test } from '../support/fixtures';
import { pathOf } from '../support/routes';
import { signIn } from '../support/session';

test.describe.configure({ mode: 'parallel' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// The demo artist account (artist@easel.example) is Mara Okafor; one of her five artworks is featured (not on sale).
const ARTIST = 'mara-okafor';

/** What this spec reads of GET /api/artworks (shared/contracts ArtworksAnswer). */
interface Listed {
  artworks: { slug: string; onSale: boolean }[];
}

async function artworksOfTheDemoArtist(request: APIRequestContext) {
  const answer = await request.get(`/api/artworks?owner=${ARTIST}`);
  expect(answer.ok()).toBe(true);
  const { artworks } = (await answer.json()) as Listed;
  const featured = artworks.find((art) => !art.onSale);
  const onSale = artworks.find((art) => art.onSale);
  if (!featured || !onSale) throw new Error(`${ARTIST} needs an artwork on sale and one not on sale`);
  return { featured, onSale };
}

const dot = (n: number) => `Step ${n} of 4`;

test('when the owner opens a featured artwork with ?popup=true, then the onboarding walks through 4 steps and ends on /art/{id}', async ({
  page,
  request,
  baseURL,
}) => {
  const { featured } = await artworksOfTheDemoArtist(request);
  await signIn(page, 'artist');
  await page.goto(`/art/${featured.slug}?popup=true`);
  const popup = page.getByRole('dialog');
  await expect(popup).toHaveAccessibleName('Your artwork is live!');
  await expect(popup.getByRole('textbox', { name: "Your artwork's link" })).toHaveValue(
    `${baseURL}/art/${featured.slug}`,
  );
  await expect(popup.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(popup.getByRole('button', { name: dot(1) })).toHaveAttribute('aria-current', 'step');
  await popup.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();

  for (const step of [2, 3, 4]) {
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(popup.getByRole('button', { name: dot(step) })).toHaveAttribute('aria-current', 'step');
    await expect(popup.getByRole('button', { name: dot(step - 1) })).not.toHaveAttribute('aria-current');
  }
  await expect(popup).toHaveAccessibleName('Set up your gallery');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => pathOf(page)).toBe(`/art/${featured.slug}`);
});

test('when the owner opens an artwork on sale with ?popup=true, then no onboarding popup is shown', async ({
  page,
  request,
}) => {
  const { onSale } = await artworksOfTheDemoArtist(request);
  await signIn(page, 'artist');
  await page.goto(`/art/${onSale.slug}?popup=true`);
  await expect(main(page).getByRole('link', { name: 'Edit Artwork' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('when the owner opens their artwork, then Edit Artwork, Edit Artist Page and Share on Instagram are shown and no Bookmark', async ({
  page,
  request,
  context,
}) => {
  const { featured } = await artworksOfTheDemoArtist(request);
  await context.route('https://www.instagram.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Instagram</title>' }),
  );
  await signIn(page, 'artist');
  await page.goto(`/art/${featured.slug}`);
  const box = main(page);
  await expect(box.getByRole('link', { name: 'Edit Artwork' })).toHaveAttribute('href', `/art/edit/${featured.slug}`);
  await expect(box.getByRole('link', { name: 'Edit Artist Page' })).toHaveAttribute(
    'href',
    `/artist/${ARTIST}?edit=true`,
  );
  await expect(box.getByRole('button', { name: /^Bookmark/ })).toHaveCount(0);
  await expect(box.getByRole('button', { name: 'Message artist' })).toHaveCount(0);

  const instagram = context.waitForEvent('page');
  await box.getByRole('button', { name: 'Share on Instagram' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/art/${featured.slug}$`));
  expect((await instagram).url()).toBe('https://www.instagram.com/');
});

test('when a visitor opens the artwork, then there are no owner tools, and Message artist opens the message popup', async ({
  page,
  request,
}) => {
  const { featured } = await artworksOfTheDemoArtist(request);
  await page.goto(`/art/${featured.slug}?popup=true`);
  const box = main(page);
  await expect(box.getByRole('button', { name: 'Bookmark', exact: true })).toBeVisible();
  for (const name of ['Edit Artwork', 'Edit Artist Page']) await expect(box.getByRole('link', { name })).toHaveCount(0);
  await expect(box.getByRole('button', { name: 'Share on Instagram' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await box.getByRole('button', { name: 'Message artist' }).click();
  const popup = page.getByRole('dialog', { name: 'Message Mara Okafor' });
  await expect(popup.getByRole('textbox', { name: 'Your e-mail' })).toBeVisible();
  await expect(popup.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
