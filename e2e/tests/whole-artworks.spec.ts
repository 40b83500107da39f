import type { Locator, Page } from '@playwright/test';
import { expect, main, test } from '../support/fixtures';

// Whole artworks, their cards and prices: every card shows the whole picture at its own proportions,
// in justified rows with no blown-up last row; carousels disable their arrows at the ends; artist tiles line up.

test.describe.configure({ mode: 'parallel' });

interface CardBox {
  top: number;
  width: number;
  boxRatio: number;
  naturalRatio: number;
  sized: boolean;
}

/** Each card's picture, once loaded: its box on screen against the picture's own pixels. */
async function cardBoxes(list: Locator): Promise<CardBox[]> {
  await list.scrollIntoViewIfNeeded();
  const images = list.locator('.cat-card__image');
  // A card below the first screen draws its picture once the first screen's have arrived.
  await expect(images).toHaveCount(await list.getByRole('article').count());
  // Lazy pictures below the fold load as they are scrolled to.
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.evaluateAll((all) => all.filter((img) => (img as HTMLImageElement).naturalWidth === 0).length))
    .toBe(0);
  return images.evaluateAll((all) =>
    (all as HTMLImageElement[]).map((img) => {
      const frame = img.parentElement!.getBoundingClientRect();
      return {
        top: Math.round(frame.top + window.scrollY),
        width: frame.width,
        boxRatio: frame.width / frame.height,
        naturalRatio: img.naturalWidth / img.naturalHeight,
        sized: img.hasAttribute('width') && img.hasAttribute('height'),
      };
    }),
  );
}

function expectWholePictures(boxes: CardBox[]) {
  expect(boxes.length).toBeGreaterThan(0);
  expect(
    boxes.some((box) => box.naturalRatio > 1.05),
    'a landscape is shown',
  ).toBe(true);
  expect(
    boxes.some((box) => box.naturalRatio < 0.95),
    'a portrait is shown',
  ).toBe(true);
  for (const box of boxes) {
    expect(
      Math.abs(box.boxRatio / box.naturalRatio - 1),
      `box ${box.boxRatio.toFixed(3)} against picture ${box.naturalRatio.toFixed(3)}`,
    ).toBeLessThan(0.02);
    expect(box.sized, 'width and height are given before the picture loads').toBe(true);
  }
}

/** Rows of a grid, top to bottom: each row's picture height and how many cards it holds. */
function rowsOf(boxes: CardBox[]) {
  const rows = new Map<number, CardBox[]>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => ({
      height: row[0]!.width / row[0]!.boxRatio,
      cards: row.length,
      width: row.reduce((sum, b) => sum + b.width, 0),
    }));
}

async function expectNoLoneStretchedRow(list: Locator, boxes: CardBox[]) {
  const listWidth = (await list.boundingBox())!.width;
  const rows = rowsOf(boxes);
  const tallestFullRow = Math.max(...rows.slice(0, -1).map((row) => row.height), 0);
  const last = rows.at(-1)!;
  if (tallestFullRow > 0)
    expect(last.height, 'the last row is no taller than the others').toBeLessThanOrEqual(tallestFullRow * 1.2);
  // An orphan: a last row of one card blown up across the width (on a phone a wide landscape may fill a full row alone).
  if (rows.length > 1 && last.cards === 1)
    expect(last.width, 'a card alone in the last row is not stretched across it').toBeLessThan(listWidth * 0.75);
}

/** The text of every price on cards and pages: one mark (€, $, £ or a code), never a mark and a code. */
const ONE_MARK = /^(?:[€$£]|CHF\u00a0)\d{1,3}(?:,\d{3})*(?:\.\d\d)?$/;

async function expectOnePricesMark(prices: Locator) {
  const texts = (await prices.allTextContents()).flatMap((text) => text.split(/\s+(?=[€$£]|CHF)/)).filter(Boolean);
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text.trim()).toMatch(ONE_MARK);
}

const trackOf = (page: Page) => main(page).getByRole('list', { name: 'The Weekly Pulse' });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('when a visitor opens the home page, then the newest artworks are whole, in even rows, each price with one currency mark', async ({
      page,
    }) => {
      await page.goto('/');
      const grid = main(page).getByRole('list', { name: 'Newest artworks' });
      await expect(grid.getByRole('article')).toHaveCount(12);
      const boxes = await cardBoxes(grid);
      expectWholePictures(boxes);
      await expectNoLoneStretchedRow(grid, boxes);
      await expectOnePricesMark(grid.locator('.cat-card__price span, .cat-card__price s'));
    });

    test('when a visitor searches, then the results are whole artworks in even rows', async ({ page }) => {
      await page.goto('/search');
      const results = main(page).getByRole('list', { name: 'Search results' });
      await expect(results.getByRole('article').first()).toBeVisible();
      const boxes = await cardBoxes(results);
      expectWholePictures(boxes);
      await expectNoLoneStretchedRow(results, boxes);
    });

    test('when a visitor scrolls The Weekly Pulse, then Previous is disabled at the start and Next at the end, and its cards share one height', async ({
      page,
    }) => {
      await page.goto('/');
      const track = trackOf(page);
      await expect(track.getByRole('article').first()).toBeVisible();
      // Phones swipe: the arrows are hidden there, and still say where the track stands.
      const previous = main(page).getByRole('button', { name: 'Previous: The Weekly Pulse', includeHidden: true });
      const next = main(page).getByRole('button', { name: 'Next: The Weekly Pulse', includeHidden: true });
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toHaveAttribute('aria-disabled', 'false');
      if (width === 1280) await next.click();
      else await track.evaluate((box) => box.scrollBy({ left: 300 }));
      await expect(previous).toHaveAttribute('aria-disabled', 'false');
      // Again until it holds: the Next click's smooth scroll may still be running, and would carry the track back.
      await expect(async () => {
        await track.evaluate((box) => box.scrollTo({ left: box.scrollWidth, behavior: 'instant' }));
        await expect(next).toHaveAttribute('aria-disabled', 'true', { timeout: 1000 });
      }).toPass();
      await expect(previous).toHaveAttribute('aria-disabled', 'false');

      const heights = await track
        .locator('.cat-card__frame')
        .evaluateAll((frames) => frames.map((f) => Math.round(f.getBoundingClientRect().height)));
      expect(new Set(heights).size, `one picture height: ${heights.join(', ')}`).toBe(1);
    });

    for (const [path, name] of [
      ['/', 'Featured artists'],
      ['/artists', 'Artists'],
    ] as const) {
      test(`when a visitor sees the artist tiles on ${path}, then names and counts line up in even rows`, async ({
        page,
      }) => {
        await page.goto(path);
        const tiles = main(page).getByRole('list', { name, exact: true }).getByRole('listitem');
        await expect(tiles.first()).toBeVisible({ timeout: 30_000 });
        const placed = await tiles.evaluateAll((items) =>
          items.map((item) => ({
            top: Math.round(item.getBoundingClientRect().top),
            nameTop: Math.round(item.querySelector('.cat-artist__name')!.getBoundingClientRect().top),
            countTop: Math.round(item.querySelector('.cat-artist__count')!.getBoundingClientRect().top),
          })),
        );
        const rows = new Map<number, typeof placed>();
        for (const tile of placed) rows.set(tile.top, [...(rows.get(tile.top) ?? []), tile]);
        const sizes = [...rows.values()].map((row) => row.length);
        // Featured artists are a whole number of rows; /artists lists every artist, so its last row may be short.
        if (path === '/') expect(new Set(sizes).size, `tiles per row: ${sizes.join(', ')}`).toBe(1);
        for (const row of rows.values()) {
          expect(new Set(row.map((tile) => tile.nameTop)).size, 'names on one line').toBe(1);
          expect(new Set(row.map((tile) => tile.countTop)).size, 'counts on one line').toBe(1);
        }
      });
    }

    test('when a visitor opens an artwork for sale, then its price carries one currency mark', async ({ page }) => {
      await page.goto('/search');
      const forSale = main(page)
        .getByRole('list', { name: 'Search results' })
        .locator('.cat-card__price:not(:empty)')
        .first();
      await expect(forSale).toBeVisible();
      const cardPrice = (await forSale.textContent()) ?? '';
      await forSale.locator('xpath=ancestor::article').getByRole('link').click();
      const amount = main(page).locator('.cat-price__amount');
      await expect(amount).toBeVisible();
      await expectOnePricesMark(
        amount.locator('span:not(.cat-price__off), s').or(amount.filter({ hasNot: page.locator('span') })),
      );
      expect(cardPrice).not.toMatch(/EUR|USD|GBP/);
    });
  });
}
