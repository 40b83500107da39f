import type { Page } from '@playwright/test';
import { expect, openOnce, test } from '../support/fixtures';
import { signIn } from '../support/session';

const banner = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const artistMega = (page: Page) => page.locator('#shl-menu-artists');

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("when a visitor rests the pointer on I'm an artist, then the artist mega menu shows the spec's words; Escape closes it", async ({
    walkPage: page,
  }) => {
    await openOnce(page, '/');
    await expect(mainNav(page).getByRole('button', { name: 'The Weekly Pulse' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await mainNav(page).getByRole('link', { name: "I'm an artist" }).hover();
    const mega = artistMega(page);
    await expect(mega).toBeVisible();
    for (const title of ['FEATURED', 'ARTIST TOOLS', 'ONBOARDING'])
      await expect(mega.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(mega.getByText('Get featured on The Weekly Pulse', { exact: true })).toBeVisible();
    for (const text of [
      'Artist Page',
      'own logo, colours, galleries',
      'Collector Analytics',
      'likes, saves, audience trends, sales over time',
      'Start selling globally',
      'multiple artworks, pricing, editions, UK and worldwide buyers',
      'Messenger',
      'chat with fans and buyers',
    ]) {
      await expect(mega.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(mega.getByRole('link', { name: 'Create artist profile (free)' })).toHaveAttribute(
      'href',
      '/register?artist=true',
    );
    await page.keyboard.press('Escape');
    await expect(mega).toBeHidden();
  });

  test('when the page scrolls down under an open mega menu, then it closes', async ({ walkPage: page }) => {
    await openOnce(page, '/');
    await page.evaluate(() => (document.body.style.paddingBottom = '2000px')); // the placeholder pages are short
    await mainNav(page).getByRole('button', { name: 'Career Tracks' }).hover();
    await expect(page.locator('#shl-menu-careers')).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect(page.locator('#shl-menu-careers')).toBeHidden();
    await page.evaluate(() => {
      document.body.style.paddingBottom = '';
      window.scrollTo(0, 0);
    });
  });

  test('when a keyboard user tabs to a menu and presses ArrowDown, then it opens with focus on its first link; Escape closes it', async ({
    walkPage: page,
  }) => {
    await openOnce(page, '/');
    const careers = mainNav(page).getByRole('button', { name: 'Career Tracks' });
    await careers.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#shl-menu-careers').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#shl-menu-careers')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#shl-menu-careers')).toBeHidden();
    await expect(careers).toBeFocused();
  });

  test('when The Weekly Pulse is opened and the visitor clicks elsewhere, then its dropdown closes', async ({
    walkPage: page,
  }) => {
    await openOnce(page, '/');
    await mainNav(page).getByRole('button', { name: 'The Weekly Pulse' }).click();
    const dropdown = page.locator('#shl-menu-pulse');
    await expect(dropdown.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/#Aboutus');
    await expect(dropdown.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await page.mouse.move(700, 700);
    await page.mouse.click(700, 700);
    await expect(dropdown).toBeHidden();
  });

  test('when a visitor looks right, then Login, Submit Artwork to register, the cart and the bookmarks are there', async ({
    walkPage: page,
  }) => {
    await openOnce(page, '/');
    await expect(banner(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(banner(page).getByRole('link', { name: 'Submit Artwork' })).toHaveAttribute(
      'href',
      '/register?publish=true',
    );
    await expect(banner(page).getByRole('link', { name: /^Cart/ })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: /^Bookmarks/ })).toHaveAttribute('href', '/favourites');
    await expect(banner(page).getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test("when I'm an artist is followed, then the page is /artists and the item is selected", async ({
    walkPage: page,
  }) => {
    await openOnce(page, '/');
    await mainNav(page).getByRole('link', { name: "I'm an artist" }).click();
    await expect(page).toHaveURL(/\/artists$/);
    await expect(mainNav(page).getByRole('link', { name: "I'm an artist" })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('button', { name: 'The Weekly Pulse' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('when a collector is logged in, then there is no Submit Artwork, the cart shows and the account icon goes to /profile', async ({
    page,
  }) => {
    await signIn(page, 'collector');
    await page.goto('/');
    await expect(banner(page).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/profile');
    await expect(banner(page).getByRole('link', { name: /^Cart/ })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Submit Artwork' })).toHaveCount(0);
    await expect(banner(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('when an artist is logged in, then Submit Artwork goes to /publish, no cart shows and the avatar opens the account dropdown', async ({
    page,
  }) => {
    await signIn(page, 'artist');
    await page.goto('/');
    await expect(banner(page).getByRole('link', { name: 'Submit Artwork' })).toHaveAttribute('href', '/publish');
    await expect(banner(page).getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    const avatar = banner(page).getByRole('button', { name: 'Account menu' });
    await avatar.click();
    const menu = page.locator('#shl-account-menu');
    await expect(menu.getByRole('link', { name: 'Mara Okafor' })).toHaveAttribute('href', '/artist/mara-okafor');
    await expect(menu.getByText('Unlock new Features')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Submit Artwork' })).toHaveAttribute('href', '/publish');
    const entries = {
      'Edit Artist Page': '/artist/mara-okafor?edit=true',
      Sales: '/sales',
      'Edit Profile': '/edit/profile',
      Bookmarks: '/favourites',
      'Change Password': '/change-password',
      'Contact us': '/contact',
      Signout: '/logout',
    };
    for (const [name, href] of Object.entries(entries))
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await page.mouse.click(400, 600);
    await expect(menu).toBeHidden();
  });

  test('when an artist page announces itself, then the header shows the artist, Instagram and Contact Me, which opens the message popup', async ({
    page,
  }) => {
    await page.goto('/artist/mara-okafor');
    await expect(banner(page).getByRole('link', { name: 'Easel home' })).toBeVisible(); // mf-artist's page mounts after the frame
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('artist:page-shown', {
          detail: { slug: 'mara-okafor', artistName: 'Mara Okafor', instagram: '@mara.okafor' },
        }),
      ),
    );
    const bar = banner(page).getByRole('region', { name: 'Artist' });
    await expect(bar.getByRole('link', { name: 'Mara Okafor', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Mara Okafor on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/mara.okafor/',
    );
    await bar.getByRole('button', { name: 'Contact Me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message Mara Okafor' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter email and message' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('artist:page-hidden')));
    await expect(bar).toHaveCount(0);
  });
});

test.describe('sending a message before the artist service answers it', () => {
  test.use({ viewport: { width: 1440, height: 900 }, allowedErrors: [/Failed to load resource/] });

  test("when a visitor sends a valid message, then the failure toast 'Error sending message' shows until the artist issue lands", async ({
    page,
  }) => {
    await page.goto('/artist/mara-okafor');
    await expect(banner(page).getByRole('link', { name: 'Easel home' })).toBeVisible(); // mf-artist's page mounts after the frame
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('artist:page-shown', {
          detail: { slug: 'mara-okafor', artistName: 'Mara Okafor', instagram: null },
        }),
      ),
    );
    await page.getByRole('button', { name: 'Contact Me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message Mara Okafor' });
    await dialog.getByRole('textbox', { name: 'Your e-mail' }).fill('fan@example.com');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('I love Quiet Thunder.');
    const [request] = await Promise.all([
      page.waitForRequest('**/api/artwork/artist/message'),
      dialog.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      email: 'fan@example.com',
      message: 'I love Quiet Thunder.',
      slug: 'mara-okafor',
    });
    await expect(
      page.getByRole('alert').filter({ hasText: /Error sending message|Message Sent Successfully/ }),
    ).toBeVisible();
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when the hamburger is pressed, then a slide-in panel with MENU and SUPPORT opens; Escape closes it', async ({
    walkPage: page,
  }) => {
    await openOnce(page, '/');
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('heading', { name: 'MENU' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'SUPPORT' })).toBeVisible();
    await expect(panel.getByRole('link', { name: "I'm an artist" })).toBeVisible();
    await panel.getByRole('button', { name: "I'm an artist menu" }).click();
    await expect(panel.getByRole('link', { name: 'Create artist profile (free)' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
    await expect(panel.getByRole('link', { name: 'support@easel.example' })).toHaveAttribute(
      'href',
      'mailto:support@easel.example',
    );
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('when a panel link is followed, then the page changes and the panel closes', async ({ walkPage: page }) => {
    await openOnce(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: "I'm an artist" }).click();
    await expect(page).toHaveURL(/\/artists$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});
