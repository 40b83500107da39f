import type { Locator, Page } from '@playwright/test';
import { expect, main, test } from '../support/fixtures';
import { SAMPLE } from '../support/routes';

// Largest picture first: on a phone's slow connection a page's pictures come in turns, its likely largest first, then the
// rest of its first screen, then those below; all at once, they shared the connection with the largest and held it back.

test.describe.configure({ mode: 'parallel' });
// Lighthouse's phone screen.
test.use({ viewport: { width: 412, height: 823 } });

/** The order in which the page asked for pictures and received them, each by its address. */
function pictureTraffic(page: Page) {
  const events: { kind: 'asked' | 'received'; url: string }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') events.push({ kind: 'asked', url: request.url() });
  });
  const received = (request: { url(): string; resourceType(): string }) => {
    if (request.resourceType() === 'image') events.push({ kind: 'received', url: request.url() });
  };
  page.on('requestfinished', received);
  page.on('requestfailed', received);
  const at = (kind: 'asked' | 'received', url: string) =>
    events.findIndex((event) => event.kind === kind && event.url === url);
  return {
    firstAsked: () => events.find((event) => event.kind === 'asked')?.url,
    asked: (url: string) => at('asked', url),
    received: (url: string) => at('received', url),
    /** Addresses asked for before `url` was received, other than it. */
    askedBefore: (url: string) =>
      events
        .slice(0, at('received', url))
        .filter((event) => event.kind === 'asked' && event.url !== url)
        .map((event) => event.url),
  };
}

/** The pictures of a list's first `count` cards, once each has arrived: where each came from and how large it shows. */
async function firstPictures(list: Locator, count: number) {
  const pictures = Array.from({ length: count }, (_, index) =>
    list.getByRole('article').nth(index).locator('.cat-card__image'),
  );
  for (const picture of pictures)
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  return Promise.all(
    pictures.map((picture) =>
      picture.evaluate((img: HTMLImageElement) => ({ url: img.currentSrc, area: img.clientWidth * img.clientHeight })),
    ),
  );
}

test('when a visitor opens the home page on a phone, then The Weekly Pulse’s first picture comes alone, then its first screen, then the featured artists', async ({
  page,
}) => {
  const traffic = pictureTraffic(page);
  await page.goto('/');
  const [first, ...beside] = await firstPictures(main(page).getByRole('list', { name: 'The Weekly Pulse' }), 3);
  expect(traffic.firstAsked()).toBe(first!.url);
  expect(traffic.askedBefore(first!.url), 'asked while the first picture loaded').toEqual([]);

  const artists = main(page).getByRole('list', { name: 'Featured artists' });
  await artists.scrollIntoViewIfNeeded();
  const covers = artists.locator('img');
  await expect(covers).toHaveCount(await artists.getByRole('listitem').count());
  await expect
    .poll(() => covers.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
  const firstScreen = [first!, ...beside].map(({ url }) => url);
  const firstScreenReceived = Math.max(...firstScreen.map(traffic.received));
  // A cover that is one of those pictures (an artist's featured work in the Pulse) comes from the browser's memory.
  const coverAddresses = await covers.evaluateAll((all) => (all as HTMLImageElement[]).map((img) => img.currentSrc));
  for (const cover of coverAddresses.filter((url) => !firstScreen.includes(url)))
    expect(traffic.asked(cover), `${cover} asked after the first screen's pictures arrived`).toBeGreaterThan(
      firstScreenReceived,
    );
});

test('when a visitor opens the home page on a phone, then the newest artworks and featured artists are asked for once the first screen’s pictures have arrived, and then shown', async ({
  page,
}) => {
  const events: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === '/api/artists' || (pathname === '/api/artworks' && search.includes('sort=newest')))
      events.push(`asked ${pathname}`);
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') events.push(`received ${request.url()}`);
  });
  await page.goto('/');
  // The Pulse's first three cards are the home page's first screen (home-page.tsx).
  const firstScreen = await firstPictures(main(page).getByRole('list', { name: 'The Weekly Pulse' }), 3);
  await expect(main(page).getByRole('list', { name: 'Newest artworks' }).getByRole('article')).toHaveCount(12);
  await expect(main(page).getByRole('list', { name: 'Featured artists' }).getByRole('listitem')).not.toHaveCount(0);
  const firstScreenArrived = Math.max(...firstScreen.map(({ url }) => events.indexOf(`received ${url}`)));
  const askedLists = events.filter((event) => event.startsWith('asked '));
  expect([...askedLists].sort()).toEqual(['asked /api/artists', 'asked /api/artworks']);
  for (const asked of askedLists)
    expect(
      events.indexOf(asked),
      `${asked}, after the first screen's pictures arrived: ${events.join(', ')}`,
    ).toBeGreaterThan(firstScreenArrived);
});

test('when a visitor searches on a phone, then the largest picture of the first screen comes first, the others once it has', async ({
  page,
}) => {
  const traffic = pictureTraffic(page);
  await page.goto('/search');
  // The search page counts its first four cards as its first screen.
  const firstScreen = await firstPictures(main(page).getByRole('list', { name: 'Search results' }), 4);
  const largest = firstScreen.reduce((a, b) => (b.area > a.area ? b : a));
  expect(traffic.firstAsked()).toBe(largest.url);
  expect(traffic.askedBefore(largest.url), 'asked while the largest picture loaded').toEqual([]);
});

const pathAndQuery = (address: string) => new URL(address).pathname + new URL(address).search;

/**
 * The variants and sizes the page's picture preload names, beside those the picture is drawn with: the gateway keeps its
 * own copy of the gallery's and the carousel's sizes (artwork-hero.ts, pulse-hero.ts), and a copy that parts from
 * them makes the browser fetch the picture twice on some screens.
 */
const preloadBeside = async (page: Page, picture: Locator) => ({
  preload: await page
    .locator('link[rel="preload"][as="image"]')
    .evaluate((link) => [link.getAttribute('imagesrcset'), link.getAttribute('imagesizes')]),
  drawn: await picture.evaluate((img) => [img.getAttribute('srcset'), img.getAttribute('sizes')]),
});

/** Each address the page asks for, as path and query, in order. */
function askedAddresses(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(pathAndQuery(request.url())));
  return asked;
}

for (const width of [412, 1280]) {
  test(`at ${width} px, when a visitor opens the home page, then The Weekly Pulse’s first picture is fetched from the page itself, before the page asks for its lists, and once`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 823 });
    const asked = askedAddresses(page);
    // As for an artwork's page below: once one home page names the picture, the gateway keeps it for the next.
    const html = () => page.request.get('/', { headers: { Accept: 'text/html' } }).then((answer) => answer.text());
    await expect.poll(html).toContain('<link rel="preload" as="image"');
    await page.goto('/');
    const pulse = main(page).getByRole('list', { name: 'The Weekly Pulse' });
    const [first] = await firstPictures(pulse, 1);
    const shown = pathAndQuery(first!.url);
    const { preload, drawn } = await preloadBeside(
      page,
      pulse.getByRole('article').first().locator('.cat-card__image'),
    );
    expect(preload).toEqual(drawn);
    expect(asked.filter((url) => url === shown)).toEqual([shown]);
    expect(asked.indexOf(shown), 'the picture is asked for before the newest artworks').toBeLessThan(
      asked.findIndex((url) => url.startsWith('/api/artworks?')),
    );
  });
}

for (const width of [412, 1280]) {
  test(`at ${width} px, when a visitor opens an artwork, then its main picture is fetched from the page itself, before the artwork is asked for, and once`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 823 });
    const asked = askedAddresses(page);
    // A busy catalog may miss the gateway's 150 ms, and that page goes without the hint; the gateway keeps the late
    // answer 10 s for the next page, so once a page names the picture, the visit below does too.
    const html = () =>
      page.request.get(`/art/${SAMPLE.artwork}`, { headers: { Accept: 'text/html' } }).then((answer) => answer.text());
    await expect.poll(html).toContain('<link rel="preload" as="image"');
    await page.goto(`/art/${SAMPLE.artwork}`);
    const picture = main(page).locator('.cat-gallery__media').first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const shown = pathAndQuery(await picture.evaluate((img: HTMLImageElement) => img.currentSrc));
    const { preload, drawn } = await preloadBeside(page, picture);
    expect(preload).toEqual(drawn);
    expect(asked.filter((url) => url === shown)).toEqual([shown]);
    expect(asked.indexOf(shown), 'the picture is asked for before the artwork').toBeLessThan(
      asked.findIndex((url) => url.startsWith('/api/artwork/get/')),
    );
  });
}
