import type { Page } from '@playwright/test';
import { VOTING_CLOSED } from '@easel/contracts';
import { registerArtist } from '../support/artworks';
import { pulseRegion, runningPulse, setPulseVoting, signInAsArtist } from '../support/community';
import { expect, test } from '../support/fixtures';

// Voting closed is the running week's global state: every artwork-upvote test of the suite lives here, one at a time.
test.describe.configure({ mode: 'serial' });

const place = (page: Page) => pulseRegion(page).getByText(/^(Weekly Pulse #\d+|Not ranked yet this week)/);
const arrow = (page: Page, name: 'Previous' | 'Next') =>
  pulseRegion(page).getByRole('link', { name: new RegExp(`^${name} artwork`) });
const upvote = (page: Page) => pulseRegion(page).getByRole('button', { name: /^Upvote/ });
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function votesOn(page: Page): Promise<number> {
  return Number((await upvote(page).locator('.cmy-upvote__count').textContent()) ?? NaN);
}

test('when a visitor follows the rank arrows on /art2, then they walk to the previous and next artwork of this week’s Pulse', async ({
  page,
}) => {
  const [first, second, third] = (await runningPulse(page.request)).entries;
  expect(third, 'the demo week ranks at least three artworks').toBeDefined();
  await page.goto(`/art2/${second!.slug}`);
  await expect(place(page)).toHaveText('Weekly Pulse #2Featured');

  await arrow(page, 'Previous').click();
  await expect.poll(() => pathOf(page)).toBe(`/art2/${first!.slug}`);
  await expect(place(page)).toHaveText('Weekly Pulse #1Featured');
  await expect(arrow(page, 'Previous')).toHaveAttribute('aria-disabled', 'true');

  await arrow(page, 'Next').click();
  await expect(place(page)).toHaveText('Weekly Pulse #2Featured');
  await arrow(page, 'Next').click();
  await expect.poll(() => pathOf(page)).toBe(`/art2/${third!.slug}`);
  await expect(place(page)).toHaveText('Weekly Pulse #3Featured');
  await expect(page.getByRole('link', { name: 'See the full artwork page' })).toHaveAttribute(
    'href',
    `/art/${third!.slug}`,
  );
});

test('when a visitor opens a Pulse artwork’s own page (/art), then its rank shows there with arrows to the neighbours’ /art pages', async ({
  page,
}) => {
  const [first, second] = (await runningPulse(page.request)).entries;
  await page.goto(`/art/${second!.slug}`);
  await expect(place(page)).toHaveText('Weekly Pulse #2Featured');
  await expect(arrow(page, 'Previous')).toHaveAttribute('href', `/art/${first!.slug}`);
  await page.locator('.cat-artwork__info').screenshot({ path: 'test-results/pulse-on-art-1280-light.png' });
  await arrow(page, 'Previous').click();
  await expect.poll(() => pathOf(page)).toBe(`/art/${first!.slug}`);
  await expect(place(page)).toHaveText('Weekly Pulse #1Featured');
});

test('when a new user upvotes the top artwork and presses again, then the count goes up by one and back', async ({
  page,
}) => {
  const [top] = (await runningPulse(page.request)).entries;
  await signInAsArtist(page, await registerArtist(page.request, 'Vera Voter'));
  await page.goto(`/art2/${top!.slug}`);
  await expect(upvote(page)).toHaveAttribute('aria-pressed', 'false');
  const before = await votesOn(page);

  await upvote(page).click();
  await expect(upvote(page)).toHaveText(`Upvoted${before + 1}`);
  await expect(upvote(page)).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(upvote(page)).toHaveText(`Upvoted${before + 1}`);

  await upvote(page).click();
  await expect(upvote(page)).toHaveText(`Upvote${before}`);
});

test('when voting for the week is closed, then Upvote only shows the warning and the count does not change', async ({
  page,
}) => {
  const [top] = (await runningPulse(page.request)).entries;
  await signInAsArtist(page, await registerArtist(page.request, 'Cleo Closed'));
  await setPulseVoting(page.request, false);
  try {
    await page.goto(`/art2/${top!.slug}`);
    const before = await votesOn(page);
    await upvote(page).click();
    await expect(page.getByText(VOTING_CLOSED)).toBeVisible();
    await expect(upvote(page)).toHaveText(`Upvote${before}`);
    await page.reload();
    await expect(upvote(page)).toHaveText(`Upvote${before}`);
  } finally {
    await setPulseVoting(page.request, true);
  }
});

test('when a visitor opens the Pulse archive, then this week is listed as live and its ranking opens on /art2', async ({
  page,
}) => {
  const { week, entries } = await runningPulse(page.request);
  await page.goto('/');
  await page.locator('#WeeklyPulse').getByRole('link', { name: 'Past weeks' }).click();
  await expect.poll(() => pathOf(page)).toBe('/pulse');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Weekly Pulse archive');
  const thisWeek = page.getByRole('link', { name: /^Week of .*Live$/ });
  await expect(thisWeek).toHaveAttribute('href', `/pulse/${week}`);

  await thisWeek.click();
  await expect.poll(() => pathOf(page)).toBe(`/pulse/${week}`);
  const cards = page.locator('.cmy-archive__grid > li');
  await expect(cards.first()).toContainText('#1');
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/art2/${entries[0]!.slug}`);
  await cards.first().getByRole('link').click();
  await expect(place(page)).toHaveText('Weekly Pulse #1Featured');
});

for (const width of [1280, 390]) {
  test(`at ${width} px, in both themes, /art2, the archive and a week's ranking fit the window (screenshots)`, async ({
    page,
  }) => {
    const { week, entries } = await runningPulse(page.request);
    const top = entries[0];
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      for (const [name, path] of [
        ['art2', `/art2/${top!.slug}`],
        ['pulse', '/pulse'],
        ['week', `/pulse/${week}`],
      ]) {
        await page.goto(path!);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (name === 'art2') await expect(upvote(page)).toBeVisible();
        else if (name === 'pulse') await expect(page.getByRole('link', { name: /^Week of/ }).first()).toBeVisible();
        else await expect(page.locator('.cmy-archive__grid img').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `test-results/pulse-${name}-${width}-${theme}.png`, fullPage: true });
      }
    }
  });
}
