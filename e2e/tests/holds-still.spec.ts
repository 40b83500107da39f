import type { Page, Route } from '@playwright/test';
import { expect, main, test } from '../support/fixtures';
import { SAMPLE } from '../support/routes';

// A page that holds still: every picture has its box before it arrives, the art page's stage is drawn
// in the picture's proportions and colour at once, and reading a page down does not move it. The figure itself is
// the bench's (npm run bench, "Layout shift (CLS)"); this keeps a generous bound.

const PAGES = ['/', `/art/${SAMPLE.artwork}`, '/search'];

/** Holds every picture the catalog serves until the test ends: the page is seen as a slow network shows it. */
async function holdPictures(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route('**/api/media/**', (route) => void held.push(route));
  return held;
}

/** Every <img> of the page without a size of its own (width and height, or an aspect ratio), or drawn with no box. */
const unsizedPictures = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => img.getClientRects().length > 0) // not hidden
      .filter((img) => {
        const box = img.getBoundingClientRect();
        const sized =
          (img.hasAttribute('width') && img.hasAttribute('height')) || getComputedStyle(img).aspectRatio !== 'auto';
        return !sized || box.width === 0 || box.height === 0;
      })
      .map((img) => img.getAttribute('src') ?? ''),
  );

/** Layout shifts as web-vitals counts them (largest session window), from a PerformanceObserver set before the page. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; time: number }[] = [];
    (window as unknown as { easelShifts: typeof shifts }).easelShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, time: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(
      () => (window as unknown as { easelShifts: { value: number; time: number }[] }).easelShifts,
    );
    let worst = 0;
    let session = { value: 0, first: -Infinity, last: -Infinity };
    for (const shift of shifts) {
      if (shift.time - session.last > 1000 || shift.time - session.first > 5000)
        session = { value: 0, first: shift.time, last: shift.time };
      session.value += shift.value;
      session.last = shift.time;
      worst = Math.max(worst, session.value);
    }
    return worst;
  };
}

const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PAGES) {
      test(`when ${path} opens and no picture has arrived yet, then every picture already has its box`, async ({
        page,
      }) => {
        const held = await holdPictures(page);
        // Not until `load`: a picture asked for before it (the page is quick now) holds it back while it is held.
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expect(main(page).locator('[id^="easel-app-"] img').first()).toBeAttached({ timeout: 30_000 }); // a cold platform answers slowly
        await expect.poll(() => held.length).toBeGreaterThan(0);
        expect(await unsizedPictures(page)).toEqual([]);
      });
    }

    test('when an artwork opens before its picture arrives, then the stage has the picture’s proportions and colour, and the picture is asked for first', async ({
      page,
      request,
    }) => {
      const { art } = await (await request.get(`/api/artwork/get/${SAMPLE.artwork}`)).json();
      const shape = art.featuredImageShape as { width: number; height: number; colour: string };
      const held = await holdPictures(page);
      await page.goto(`/art/${SAMPLE.artwork}`, { waitUntil: 'domcontentloaded' }); // pictures held: `load` may wait for them
      const stage = main(page).getByRole('button', { name: `Open ${art.title} full screen` });
      const box = (await stage.boundingBox())!;
      expect(Math.abs(box.width / box.height - shape.width / shape.height)).toBeLessThan(0.02);
      expect(box.height).toBeLessThanOrEqual(900 * 0.75 + 1);
      await expect(stage).toHaveCSS('background-color', hexToRgb(shape.colour));
      const picture = stage.getByRole('img');
      await expect(picture).toHaveAttribute('fetchpriority', 'high');
      await expect(picture).toHaveAttribute('loading', 'eager');
      await expect.poll(() => held.some((route) => route.request().url().includes(art.featuredImage))).toBe(true);
      for (const route of held.splice(0)) await route.continue();
      await page.unroute('**/api/media/**');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect((await stage.boundingBox())!.height).toBeCloseTo(box.height, 0);
    });

    test('when a reader scrolls to the end of an artwork still arriving, then nothing in view moves as its sections and comments arrive', async ({
      page,
    }) => {
      const layoutShift = await recordShifts(page);
      const held: Route[] = [];
      const isArtwork = (url: URL) => url.pathname === `/api/artwork/get/${SAMPLE.artwork}`;
      const isComments = (url: URL) => url.pathname === `/api/artwork/get/comments/${SAMPLE.artwork}`;
      await page.route(
        (url) => isArtwork(url) || isComments(url),
        (route) => void held.push(route),
      );
      const release = async (which: (url: URL) => boolean) => {
        await expect.poll(() => held.some((route) => which(new URL(route.request().url())))).toBe(true);
        for (const route of held.filter((route) => which(new URL(route.request().url())))) await route.continue();
      };
      const footer = page.getByRole('contentinfo');
      const toTheEnd = () => page.mouse.wheel(0, 10_000);

      await page.goto(`/art/${SAMPLE.artwork}`);
      await expect(
        main(page)
          .getByRole('progressbar', { name: /Loading (page|artwork)/ })
          .first(),
      ).toBeVisible();
      await page.mouse.move(width / 2, 400);
      await toTheEnd();
      await expect(footer).toBeHidden(); // it waits for the page: were it shown now, the arriving work would push it away

      await release(isArtwork);
      await expect(main(page).getByRole('heading', { level: 1 })).not.toHaveText('Artwork');
      await toTheEnd(); // the comments are fetched as the reader nears them
      await expect(main(page).getByRole('progressbar', { name: 'Loading comments' })).toBeVisible();
      await expect(footer).toBeHidden(); // the comments are the page's last section, still on their way

      await release(isComments);
      await expect(main(page).getByRole('heading', { name: 'Comments' })).toBeVisible();
      await expect(footer).toBeVisible();
      await toTheEnd();
      await expect(footer).toBeInViewport();
      expect(await layoutShift()).toBeLessThan(0.05);
    });

    test('when the Weekly Pulse is still being counted, then its message takes the carousel’s place and the sections below stay put', async ({
      page,
    }) => {
      let answer: (() => Promise<void>) | undefined;
      await page.route('**/api/artworks/pulse', (route) => {
        answer = () => route.fulfill({ json: { artworks: [] } });
      });
      await page.goto('/');
      const newest = main(page).getByRole('heading', { name: 'Newest artworks' });
      await expect(main(page).getByRole('list', { name: 'Loading artworks' }).first()).toBeVisible();
      await expect.poll(() => answer !== undefined).toBe(true);
      const before = (await newest.boundingBox())!.y;
      await answer!();
      await expect(
        main(page).getByText('The Weekly Pulse is being counted. Come back soon for this week’s featured artworks.'),
      ).toBeVisible();
      expect((await newest.boundingBox())!.y).toBe(before);
    });

    for (const path of PAGES) {
      test(`when ${path} is read down to its end, then it hardly moves (layout shift under 0.1)`, async ({ page }) => {
        const layoutShift = await recordShifts(page);
        await page.goto(path);
        // Reading starts as soon as anything shows, as a reader's does: on a cold platform the page is still arriving.
        await expect(main(page).locator('[id^="easel-app-"]:not(:empty)').first()).toBeVisible();
        await page.mouse.move(width / 2, 400);
        for (let step = 0; step < 10; step++) {
          await page.mouse.wheel(0, 600);
          await page.waitForTimeout(250);
        }
        await page.waitForLoadState('networkidle');
        expect(await layoutShift()).toBeLessThan(0.1);
      });
    }
  });
}
