import type { Page } from '@playwright/test';
import { registerCustomer } from '../support/account';
import { publishArtwork, registerArtist } from '../support/artworks';
import { toast } from '../support/buying';
import { signInAsArtist } from '../support/community';
import { expect, main, test } from '../support/fixtures';
import { latestMailTo } from '../support/mail';
import { newsletterTo, sentRow, slateDownloads, unsubscribePathIn, untilArtworks } from '../support/newsletter';

// The newsletter, locked below 4 artworks; sent to the artist's followers; one-click unsubscribe.

const body = (page: Page) => main(page).getByRole('textbox', { name: 'Your newsletter' });
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/newsletter-${name}.png`, fullPage: true });

test('when an artist with 3 works opens /newsletter, then it is locked; with 4 they write and send one, and a follower gets it and can unsubscribe', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const artist = await registerArtist(request, 'Nia Letters');
  for (let n = 1; n <= 3; n += 1) await publishArtwork(request, artist, { title: `Study ${n}` });
  const [leaving, staying] = [await registerCustomer(request, 'Leah'), await registerCustomer(request, 'Stan')];
  for (const fan of [leaving, staying])
    expect((await request.get(`/api/user/bookmark/artist/${artist.slug}`, { headers: fan.auth })).ok()).toBe(true);
  await untilArtworks(request, artist, 3);
  await signInAsArtist(page, artist);

  await test.step('locked: the popup says why, Cancel leaves the page locked with Add Artwork', async () => {
    await page.goto('/newsletter');
    const popup = page.getByRole('dialog', { name: 'The newsletter is locked' });
    await expect(popup).toContainText('You need a minimum of 4 artworks to unlock the newsletter to be published.');
    await expect(popup.getByRole('link', { name: 'Add Artwork' })).toHaveAttribute('href', '/publish');
    await shoot(page, 'locked-light-1280');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeHidden();
    await expect(main(page).getByRole('region', { name: 'The newsletter is locked' })).toContainText(
      'You have 3 of 4.',
    );
    await expect(body(page)).toHaveCount(0);
    const refused = await request.post('/api/newsletter/send', {
      headers: artist.auth,
      data: { subject: 'Too soon', body: '<p>Hi</p>' },
    });
    expect(refused.status()).toBe(403);
  });

  await publishArtwork(request, artist, { title: 'Study 4' });
  await untilArtworks(request, artist, 4);

  await test.step('unlocked: a subject, a formatted body, its preview, then "Send to 2 followers?"', async () => {
    await page.goto('/newsletter');
    await expect(main(page).getByText('Write to the collectors who follow you: 2 followers now.')).toBeVisible();
    await main(page).getByLabel('Subject').fill('Four studies, one harbour');
    await body(page).click();
    await page.keyboard.type('New work this week. ');
    await main(page).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Studio open on Sunday');
    await main(page).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.press('Enter');
    await main(page).getByRole('button', { name: 'Bullet list' }).click();
    await page.keyboard.type('Study 4, oil on canvas: ');
    await main(page).getByRole('button', { name: 'Link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Add a link' });
    await linkDialog.getByLabel('Web address').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Add link' }).click();
    await expect(linkDialog).toContainText('Please enter a web address (https://…) or mailto:');
    await linkDialog.getByLabel('Web address').fill('https://example.com/studio');
    await linkDialog.getByRole('button', { name: 'Add link' }).click();
    await main(page).getByRole('button', { name: 'Preview' }).click();
    const preview = main(page).getByRole('article', { name: 'Preview' });
    await expect(preview.getByText('Four studies, one harbour')).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('Studio open on Sunday');
    await expect(preview.getByRole('listitem')).toHaveText('Study 4, oil on canvas: https://example.com/studio');
    await expect(preview.getByRole('link', { name: 'https://example.com/studio' })).toHaveAttribute(
      'href',
      'https://example.com/studio',
    );
    await shoot(page, 'preview-light-1280');
    await main(page).getByRole('button', { name: 'Back to writing' }).click();

    await main(page).getByRole('button', { name: 'Send to followers' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send to 2 followers?' });
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toast(page, 'Your newsletter is on its way to 2 followers')).toBeVisible();
    await expect(main(page).getByLabel('Subject')).toHaveValue('');
  });

  const unsubscribe = await test.step('the follower gets it, with the List-Unsubscribe headers', async () => {
    const mail = await newsletterTo(leaving.email, 'Four studies, one harbour');
    expect(mail).toContain('<strong>Studio open on Sunday</strong>');
    expect(mail).toContain(
      '<li>Study 4, oil on canvas: <a href="https://example.com/studio">https://example.com/studio</a></li>',
    );
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    return unsubscribePathIn(mail);
  });

  await test.step('the sent list counts it as delivered to both', async () => {
    await expect(sentRow(page, 'Four studies, one harbour').getByRole('cell')).toHaveText([/\d{4}/, '2', '2', '0']);
  });

  await test.step('following the unsubscribe link asks, then unsubscribes', async () => {
    await page.goto(unsubscribe);
    await expect(page.getByRole('heading', { name: 'Unsubscribe?' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByText(`You get no more newsletters from ${artist.name}.`)).toBeVisible();
  });

  await test.step('a second newsletter reaches only the follower who stayed, and the first one counts the unsubscribe', async () => {
    const second = await request.post('/api/newsletter/send', {
      headers: artist.auth,
      data: { subject: 'Sunday reminder', body: '<p>See you!</p>' },
    });
    expect(second.status()).toBe(201);
    await newsletterTo(staying.email, 'Sunday reminder');
    expect(await latestMailTo(leaving.email)).toContain('Subject: Four studies, one harbour');
    await page.goto('/newsletter');
    await expect(sentRow(page, 'Sunday reminder').getByRole('cell')).toHaveText([/\d{4}/, '1', '1', '0']);
    await expect(sentRow(page, 'Four studies, one harbour').getByRole('cell')).toHaveText([/\d{4}/, '2', '2', '1']);
  });

  for (const theme of ['light', 'dark']) {
    for (const width of [1280, 390]) {
      await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/newsletter');
      await expect(sentRow(page, 'Sunday reminder')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await shoot(page, `page-${theme}-${width}`);
    }
  }
  await page.goto(unsubscribe);
  await shoot(page, 'unsubscribed-390');
});

test('when a visitor opens an artist page, then Slate is not downloaded; the artist’s /newsletter downloads it', async ({
  page,
  request,
}) => {
  const slate = slateDownloads(page);
  await page.goto('/artist/mara-okafor');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  expect(await slate(), 'Slate came with the artist page').toBe(false);
  await signInAsArtist(page, await registerArtist(request, 'Lazy Letters'));
  await page.goto('/newsletter');
  await expect(page.getByRole('dialog', { name: 'The newsletter is locked' })).toBeVisible();
  expect(await slate(), 'Slate came with /newsletter').toBe(true);
});
