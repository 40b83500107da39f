import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// What a newcomer sees after `npm install && npm start`: every page whole, every image there. Console errors fail
// each test through the fixtures; this adds failed requests and images that did not load.

/** Every request that failed or was answered 400 or above, from now on. */
function recordFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()}: ${response.status()}`);
  });
  return failures;
}

/** Scrolls a screen at a time to the bottom, as a reader does, so lazy images load and more artworks come. */
async function readToTheBottom(page: Page) {
  for (let screens = 0; screens < 100; screens += 1) {
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (atBottom) return;
    await page.mouse.wheel(0, page.viewportSize()?.height ?? 720);
    await page.waitForLoadState('networkidle');
  }
}

/** Brings each image the page lays out into view in turn, so the lazy ones in carousels load too. */
async function lookAtEveryImage(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const img of [...document.images].filter((image) => image.getClientRects().length > 0)) {
      img.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      await nextFrame();
    }
  });
}

/** The images the page lays out, by address: those still loading and those whose picture is missing (naturalWidth 0). */
const imagesShown = (page: Page) =>
  page.evaluate(() => {
    const shown = [...document.images].filter((img) => img.getClientRects().length > 0);
    const names = (images: HTMLImageElement[]) => images.map((img) => img.currentSrc || img.src || img.outerHTML);
    return {
      count: shown.length,
      loading: names(shown.filter((img) => !img.complete)),
      missing: names(shown.filter((img) => img.complete && img.naturalWidth === 0)),
    };
  });

async function seededArtworkPath(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/artworks');
  expect(answer.status()).toBe(200);
  const { artworks } = (await answer.json()) as { artworks: { slug: string }[] };
  return `/art/${artworks[0]?.slug}`;
}

const pages: { name: string; path: (request: APIRequestContext) => Promise<string> | string }[] = [
  { name: 'the home page', path: () => '/' },
  { name: 'a seeded artwork', path: seededArtworkPath },
  { name: 'the artists', path: () => '/artists' },
  { name: 'the search', path: () => '/search' },
  { name: 'the magazine', path: () => '/magazine' },
];

for (const { name, path } of pages) {
  test(`when a newcomer opens ${name} and reads to the bottom, then no request fails and every image shows`, async ({
    page,
    request,
  }) => {
    const failures = recordFailures(page);

    await page.goto(await path(request));
    await page.waitForLoadState('networkidle');
    await readToTheBottom(page);
    // A part that comes into view loads then (the gift cards under /artists): its pictures are counted once it has.
    await expect(page.locator('[aria-busy="true"]'), 'parts of the page still loading').toHaveCount(0);
    await lookAtEveryImage(page);
    await expect.poll(async () => (await imagesShown(page)).loading, { message: 'images still loading' }).toEqual([]);
    const images = await imagesShown(page);

    expect(images.count, 'images on the page').toBeGreaterThan(0);
    expect(failures, 'failed requests').toEqual([]);
    expect(images.missing, 'images that did not load').toEqual([]);
  });
}
