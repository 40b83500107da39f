import type { Page } from '@playwright/test';
import { expect, openOnce, test } from '../support/fixtures';
import { signIn } from '../support/session';

const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('footer', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('when the footer shows, then Gallery, For Artists and About hold their links, with social icons and a tagline', async ({
    walkPage: page,
  }) => {
    await openOnce(page, '/');
    const nav = footer(page).getByRole('navigation', { name: 'Footer' });
    await expect(nav.getByRole('heading')).toHaveText(['Gallery', 'For Artists', 'About']);
    const links: [string, string][] = [
      ['Home', '/'],
      ['The Weekly Pulse', '/#WeeklyPulse'],
      ['Contact Us', '/contact'],
      ['Overview', '/artists'],
      ['Submit Art', '/register?publish=true'],
      ['Register', '/register'],
      ['Why Easel', '/#Aboutus'],
    ];
    for (const [name, href] of links)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'Instagram', exact: true })).toHaveAttribute('href', /instagram\.com/);
    for (const name of ['Easel on Instagram', 'Easel on Pinterest', 'Easel on Facebook'])
      await expect(footer(page).getByRole('link', { name })).toBeVisible();
    await expect(footer(page).getByText(/Original art, straight from the studio/)).toBeVisible();
  });

  test('when Terms of Service or Privacy Policy is followed, then it opens in a new tab', async ({
    walkPage: page,
  }) => {
    await openOnce(page, '/');
    for (const [name, path] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]) {
      const link = footer(page).getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await expect(tab).toHaveURL(new RegExp(`${path}$`));
      await tab.close();
    }
  });

  test('when a visitor presses Submit Art, then the publish flag is stored and registration opens with publish=true', async ({
    walkPage: page,
  }) => {
    await openOnce(page, '/');
    await footer(page).getByRole('link', { name: 'Submit Art' }).click();
    await expect(page).toHaveURL(/\/register\?publish=true$/);
    expect(await page.evaluate(() => localStorage.getItem('publish'))).toBe('true');
  });

  test('when a logged-in artist presses Submit Art, then the publish flag is stored and /publish opens', async ({
    page,
  }) => {
    await signIn(page, 'artist');
    await page.goto('/');
    await footer(page).getByRole('link', { name: 'Submit Art' }).click();
    await expect(page).toHaveURL(/\/publish$/);
    expect(await page.evaluate(() => localStorage.getItem('publish'))).toBe('true');
  });
});

test.describe('footer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when the screen is under 768px, then the columns stack', async ({ page }) => {
    await page.goto('/');
    const headings = ['Gallery', 'For Artists', 'About'].map((name) =>
      footer(page).getByRole('heading', { name, exact: true }),
    );
    // The footer is left out again while the page's sections arrive (layout.css): its boxes are read together, until it is there.
    const stacked = async () => {
      const [gallery, artists, about] = await Promise.all(headings.map((heading) => heading.boundingBox()));
      if (!gallery || !artists || !about) return 'not shown';
      return {
        sameLeft: gallery.x === artists.x,
        artistsBelowGallery: artists.y > gallery.y,
        aboutBelowArtists: about.y > artists.y,
      };
    };
    await expect.poll(stacked).toEqual({ sameLeft: true, artistsBelowGallery: true, aboutBelowArtists: true });
  });
});
