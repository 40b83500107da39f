import type { Locator, Page } from '@playwright/test';
import { publishArtwork, registerArtist } from '../support/artworks';
import { signInAs } from '../support/buying';
import { expect, main, test } from '../support/fixtures';

// The artist page's works and the owner's tiles share one grid, and the artist bar keeps one line each.

const gallery = (page: Page) => main(page).getByRole('region', { name: 'Gallery' });
const withTheme = (page: Page, theme: string) =>
  page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);

interface Tile {
  top: number;
  width: number;
  height: number;
  gift: boolean;
}

/** The visible tiles of a gallery list, each with its box, and the list's own width. */
const tilesOf = (list: Locator) =>
  list.evaluate((ul) => ({
    listWidth: ul.getBoundingClientRect().width,
    tiles: [...ul.children]
      .filter((li) => li.checkVisibility())
      .map((li) => {
        const box = li.getBoundingClientRect();
        return {
          top: Math.round(box.top),
          width: box.width,
          height: box.height,
          gift: /Gift card/.test(li.textContent ?? ''),
        };
      }),
  }));

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

/** Every row's tiles share a width; every tile has one height; a tile alone in a phone's row takes the whole row. */
function expectOneRhythm({ listWidth, tiles }: { listWidth: number; tiles: Tile[] }, phone: boolean) {
  const rows = new Map<number, Tile[]>();
  for (const tile of tiles) rows.set(tile.top, [...(rows.get(tile.top) ?? []), tile]);
  for (const row of rows.values())
    expect(spread(row.map((tile) => tile.width)), 'widths in a row').toBeLessThanOrEqual(1);
  expect(spread(tiles.map((tile) => tile.height)), 'heights of all tiles').toBeLessThanOrEqual(1);
  const lone = [...rows.values()].filter((row) => row.length === 1 && rows.size > 1).flat();
  if (phone)
    for (const tile of lone) expect(tile.width, 'a tile alone in a phone’s row').toBeGreaterThan(listWidth - 1);
  const gift = tiles.find((tile) => tile.gift);
  if (phone && gift)
    expect(
      gift.width === listWidth || rows.get(gift.top)!.length === 2,
      'the gift tile is not half a row beside a gap',
    ).toBe(true);
}

/** One line of text: one line box in the element, its content no taller than one line would be. */
async function expectOneLine(element: Locator) {
  const { lines, contentHeight, fontSize } = await element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
    return {
      lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
      contentHeight: box.height - frame.reduce((sum, side) => sum + parseFloat(style[side]), 0),
      fontSize: parseFloat(style.fontSize),
    };
  });
  expect(lines, 'line boxes').toBe(1);
  expect(contentHeight, 'one line high').toBeLessThan(fontSize * 1.6);
}

for (const width of [1280, 390]) {
  for (const theme of ['light', 'dark']) {
    test.describe(`at ${width} px, ${theme}`, () => {
      test.use({ viewport: { width, height: 900 } });
      const phone = width < 600;

      test('when the artist has 0, 1, 2 and 6 works, then works, gift card and Add Artwork tiles share one grid, for owner and visitor', async ({
        page,
        request,
        browser,
      }) => {
        test.slow();
        const artist = await registerArtist(request, `Grid ${width}`);
        await signInAs(page, artist.email, artist.password);
        await withTheme(page, theme);
        const visitor = await browser.newPage({ viewport: { width, height: 900 } });
        await withTheme(visitor, theme);
        let published = 0;
        for (const works of [0, 1, 2, 6]) {
          for (; published < works; published++)
            await publishArtwork(request, artist, { title: `Grid Work ${published + 1}` });
          await page.goto(`/artist/${artist.slug}`);
          const list = gallery(page).getByRole('list', { name: `Artworks by ${artist.name}` });
          await expect(list.getByRole('article')).toHaveCount(works);
          await expect(list.getByRole('link', { name: /Add Artwork/ }).filter({ visible: true })).toHaveCount(
            Math.max(0, (phone ? 2 : 6) - works),
          );
          expectOneRhythm(await tilesOf(list), phone);
          await page.screenshot({
            path: `test-results/artist-grid-owner-${works}-${width}-${theme}.png`,
            fullPage: true,
          });

          await visitor.goto(`/artist/${artist.slug}`);
          if (works === 0) {
            await expect(gallery(visitor).getByText('No artworks yet.')).toBeVisible();
            continue;
          }
          const shown = gallery(visitor).getByRole('list', { name: `Artworks by ${artist.name}` });
          await expect(shown.getByRole('article')).toHaveCount(works);
          await expect(shown.getByRole('link', { name: /Add Artwork/ })).toHaveCount(0);
          expectOneRhythm(await tilesOf(shown), phone);
          await visitor.screenshot({
            path: `test-results/artist-grid-visitor-${works}-${width}-${theme}.png`,
            fullPage: true,
          });
        }
        await visitor.close();
      });

      test('when an artist with a long name shows their page, then the bar’s name and Contact Me each stay on one line', async ({
        page,
        request,
      }) => {
        const artist = await registerArtist(request, 'Bartholomea Quintessa-Featherstonehaugh');
        await withTheme(page, theme);
        await page.goto(`/artist/${artist.slug}`);
        const bar = page.getByRole('region', { name: 'Artist' });
        const name = bar.getByRole('link', { name: artist.name });
        const contact = bar.getByRole('button', { name: 'Contact Me' });
        await expect(contact).toBeVisible();
        await expect(name).toHaveAttribute('title', artist.name);
        await expectOneLine(name);
        await expectOneLine(contact);
        const [nameBox, contactBox] = [(await name.boundingBox())!, (await contact.boundingBox())!];
        expect(nameBox.x + nameBox.width, 'the name ends before Contact Me').toBeLessThanOrEqual(contactBox.x);
        expect(contactBox.x + contactBox.width, 'Contact Me within the window').toBeLessThanOrEqual(width);
        await bar.screenshot({ path: `test-results/artist-bar-${width}-${theme}.png` });
      });
    });
  }
}
