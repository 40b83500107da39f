import type { APIRequestContext, Page } from '@playwright/test';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { SAMPLE } from '../support/routes';

// Issue 10 §4: the artist page's first slice (picture, name, Gallery) and deleting an artwork landing on it.

// A small valid picture (the server decodes and re-encodes it).
const JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCCArBT/9k=',
  'base64',
);

const gallery = (page: Page) => main(page).getByRole('region', { name: 'Gallery' });

/** A new artist of this test's own, with two artworks published through the API: deleting one disturbs no other spec. */
async function artistWithTwoWorks(request: APIRequestContext, tag: string) {
  const register = await request.post('/api/auth/register', {
    data: { firstName: 'Ines', lastName: 'Baptiste', artistName: `Ines ${tag}`, role: 'user', email: uniqueEmail('ines'), password: 'secret-1234' },
  });
  expect(register.status(), 'the artist registers').toBe(201);
  const session = (await register.json()) as { token: string; user: { slug: string } };
  const auth = { Authorization: `Bearer ${session.token}` };
  const publish = async (title: string) => {
    const media = await request.post('/api/media', {
      headers: auth,
      multipart: { file: { name: 'work.jpg', mimeType: 'image/jpeg', buffer: JPEG } },
    });
    expect(media.status(), 'the picture uploads').toBe(201);
    const { url } = (await media.json()) as { url: string };
    const art = await request.post('/api/artwork/new', {
      headers: auth,
      data: {
        title,
        description: 'Painted for this test.',
        featuredImage: url,
        medium: 'Oil',
        material: 'Canvas',
        style: 'Abstract',
        year: 2024,
        size: { width: 60, height: 40 },
        price: 500,
        currency: 'EUR',
      },
    });
    expect(art.ok(), `"${title}" is published: ${art.status()} ${await art.text()}`).toBe(true);
    return ((await art.json()) as { art: { slug: string } }).art.slug;
  };
  const kept = await publish('Kept Harbour');
  const doomed = await publish('Doomed Harbour');
  return { session, slug: session.user.slug, kept, doomed };
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, allowedErrors: [/status of 404/] });

    test('when a visitor opens an artist page, then the artist’s picture, name and Gallery of whole works show', async ({ page }) => {
      await page.goto(`/artist/${SAMPLE.artist}#Gallery`);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Mara Okafor');
      await expect(main(page).getByRole('img', { name: 'Mara Okafor', exact: true })).toBeVisible();
      const cards = gallery(page).getByRole('list', { name: 'Artworks by Mara Okafor' }).getByRole('article');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(1);
      await expect(gallery(page)).toBeInViewport();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/artist-page-${width}.png` });
    });

    test('when nobody shows works under a slug, then the page says the artist is not found', async ({ page }) => {
      await page.goto('/artist/nobody-goes-by-this-name');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Artist not found');
      await expect(main(page).getByRole('link', { name: 'See all artists' })).toHaveAttribute('href', '/artists');
    });

    test('when an artist deletes an artwork, then they land on their Gallery with "Artwork deleted", the work gone', async ({ page, request }) => {
      const { session, slug, kept, doomed } = await artistWithTwoWorks(request, `${width}-${Date.now()}`);
      await page.addInitScript(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }, session);
      await page.goto(`/art/edit/${doomed}`);
      await main(page).getByRole('button', { name: 'Delete artwork' }).click();
      await page.getByRole('dialog', { name: 'Delete this artwork?' }).getByRole('button', { name: 'Delete artwork' }).click();

      await expect.poll(() => new URL(page.url())).toMatchObject({ pathname: `/artist/${slug}`, hash: '#Gallery' });
      await expect(page.getByRole('alert').filter({ hasText: 'Artwork deleted' }).first()).toBeVisible();
      await expect(gallery(page).locator(`a[href="/art/${kept}"]`)).toBeVisible();
      await expect(gallery(page).locator(`a[href="/art/${doomed}"]`)).toHaveCount(0);
      await expect(gallery(page)).toBeInViewport();
      await page.screenshot({ path: `test-results/artist-after-delete-${width}.png` });
    });
  });
}
