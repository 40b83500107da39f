import { expect, type Page } from '@playwright/test';

interface Placed {
  name: string;
  box: { left: number; top: number; right: number; bottom: number };
}

/**
 * The toast saying `text` lies below the header and over none of its actions (Submit Artwork, account, cart…), measured
 * once it has slid in (its box moves while it does). Read in one go: the toast closes after 3 s.
 */
export async function expectToastBelowHeader(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  // Its own entrance only: its progress bar's animation lasts as long as the toast does.
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const { toastBox, covered } = await toast.evaluate((element) => {
    const boxOf = (of: Element) => {
      const { left, top, right, bottom } = of.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const toastBox = boxOf(element);
    const header = document.querySelector('header')!;
    const actions = [...header.querySelectorAll('a, button')].filter((action) => action.getClientRects().length > 0);
    const placed: Placed[] = [header, ...actions].map((of) => ({
      name: of === header ? 'header' : of.getAttribute('aria-label') || of.textContent?.trim() || of.tagName,
      box: boxOf(of),
    }));
    const overlaps = ({ box }: Placed) =>
      box.left < toastBox.right && toastBox.left < box.right && box.top < toastBox.bottom && toastBox.top < box.bottom;
    return { toastBox, covered: placed.filter(overlaps).map(({ name }) => name) };
  });
  expect(covered, `what "${text}" (${JSON.stringify(toastBox)}) covers`).toEqual([]);
}
