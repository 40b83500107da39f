import type { Page } from '@playwright/test';
import { publishArtwork, registerArtist } from '../support/artworks';
import { signInAs } from '../support/buying';
import { expect, main, test } from '../support/fixtures';

// Edit mode previews a colour at once, keeps Save in view, and asks before unsaved changes are left.

const about = (page: Page) => main(page).getByRole('region', { name: 'About me' });
const saveBar = (page: Page) => main(page).getByRole('group', { name: 'Edit your page' });

for (const width of [1280, 390]) {
  for (const theme of ['light', 'dark']) {
    test.describe(`at ${width} px, ${theme}`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('when the owner picks a colour, then the page shows it before saving, Cancel reverts it, and leaving asks first', async ({
        page,
        request,
      }) => {
        const artist = await registerArtist(request, `Edit ${width}`);
        await publishArtwork(request, artist, { title: 'Preview Harbour' });
        await signInAs(page, artist.email, artist.password);
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
        await page.goto(`/artist/${artist.slug}?edit=true`);
        const before = await about(page).evaluate((el) => getComputedStyle(el).backgroundColor);

        await main(page).getByRole('checkbox', { name: 'Use my own colours' }).check();
        await main(page).getByLabel('Background colour').fill('#8a1538');
        const preview = await about(page).evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(preview, 'the new background shows before saving').not.toBe(before);
        if (theme === 'light') expect(preview).toBe('rgb(138, 21, 56)');
        await expect(saveBar(page)).toContainText('You have unsaved changes');

        await page.mouse.wheel(0, -5000);
        await expect(saveBar(page).getByRole('button', { name: 'Save' })).toBeInViewport();
        await page.screenshot({ path: `test-results/artist-edit-unsaved-${width}-${theme}.png` });

        // An in-app link asks; dismissed, the editor stays.
        page.once('dialog', (dialog) => void dialog.dismiss());
        await saveBar(page).getByRole('link', { name: 'View page' }).click();
        await expect(main(page).getByLabel('Background colour')).toBeVisible();
        expect(new URL(page.url()).search).toBe('?edit=true');

        // A reload asks through the browser's own prompt.
        const prompt = new Promise<string>((resolve) =>
          page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))),
        );
        void page.reload().catch(() => undefined);
        expect(await prompt).toBe('beforeunload');

        await saveBar(page).getByRole('button', { name: 'Cancel' }).click();
        await expect(about(page)).toHaveCSS('background-color', before);
        await expect(saveBar(page)).toContainText('You are editing your page');
        await saveBar(page).getByRole('link', { name: 'View page' }).click();
        await expect(main(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
      });
    });
  }
}
