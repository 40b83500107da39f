import type { Browser, Page } from '@playwright/test';
import { publishArtwork, registerArtist, type TestArtist } from '../support/artworks';
import { signInAs } from '../support/buying';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { latestMailTo } from '../support/mail';

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const inboxLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Inbox/ });

const consoleErrors = new WeakMap<Page, string[]>();

/** Closes the artist's page once nothing it logged was an error. */
async function closeInbox(page: Page) {
  expect(consoleErrors.get(page), 'console errors on the artist’s page').toEqual([]);
  await page.context().close();
}

/** A page of its own (own storage), signed in as the artist, on /inbox. */
async function artistOnInbox(
  browser: Browser,
  artist: TestArtist,
  viewport = { width: 1280, height: 900 },
  theme = 'light',
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // This page is not the fixture's: its console errors are gathered here and checked by closeInbox.
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));
  consoleErrors.set(page, errors);
  await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
  await signInAs(page, artist.email, artist.password);
  await page.goto('/inbox');
  return page;
}

test.describe('the messenger', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor meets each popup rule and writes; the artist sees it arrive live in /inbox, reads it and replies by mail', async ({
    page,
    browser,
    request,
  }) => {
    const artist = await registerArtist(request, 'Inbox Artist');
    const visitor = uniqueEmail('inbox-visitor');

    const inbox = await artistOnInbox(browser, artist);
    await expect(main(inbox).getByRole('heading', { name: 'No messages yet' })).toBeVisible();
    await expect(inboxLink(inbox)).toHaveAccessibleName('Inbox');

    // The visitor, on the artist's page, opens the popup from the header.
    await page.goto(`/artist/${artist.slug}`);
    await page.getByRole('banner').getByRole('button', { name: 'Contact Me' }).click();
    const dialog = page.getByRole('dialog', { name: `Message ${artist.name}` });
    const email = dialog.getByRole('textbox', { name: 'Your e-mail' });
    const message = dialog.getByRole('textbox', { name: 'Message' });
    const sendButton = dialog.getByRole('button', { name: 'Send message' });

    await sendButton.click();
    await expect(alert(page, 'Please enter email and message')).toBeVisible();
    await email.fill(visitor);
    await message.fill('   ');
    await sendButton.click();
    await expect(alert(page, 'Please enter email and message')).toHaveCount(2);
    await email.fill('not-an-email');
    await message.fill('Is the harbour piece still available?');
    await sendButton.click();
    await expect(alert(page, 'Please enter a valid email')).toBeVisible();
    // The fields stop at spec §9's lengths: 70 for the e-mail, 400 for the message.
    await email.fill(`${'a'.repeat(80)}@example.com`);
    await expect(email).toHaveValue('a'.repeat(70));
    await message.fill('x'.repeat(450));
    await expect(message).toHaveValue('x'.repeat(400));
    await expect(dialog.getByText('400/400')).toBeVisible();

    // A second send while the first is on its way: 'Please wait'.
    await email.fill(visitor);
    await message.fill('Is the harbour piece still available?');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/artwork/artist/message', async (route) => {
      await held;
      await route.continue();
    });
    await sendButton.click();
    await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sending…' }).click();
    await expect(alert(page, 'Please wait')).toBeVisible();
    release();
    await expect(alert(page, 'Message Sent Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.unroute('**/api/artwork/artist/message');

    // The artist's open /inbox hears of it without a reload, and so does the header's count.
    const conversation = main(inbox)
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(visitor) });
    await expect(conversation).toBeVisible();
    await expect(conversation.getByLabel('1 unread')).toHaveText('1');
    await expect(inboxLink(inbox)).toHaveAccessibleName('Inbox, 1 unread');

    await conversation.click();
    const thread = main(inbox).getByRole('article');
    await expect(thread.getByRole('heading', { name: visitor })).toBeVisible();
    await expect(thread.getByText('Is the harbour piece still available?')).toBeVisible();
    await expect(thread.getByText('A visitor: your reply reaches them by e-mail.')).toBeVisible();
    await expect(inboxLink(inbox)).toHaveAccessibleName('Inbox');
    await expect(conversation.getByLabel('1 unread')).toHaveCount(0);

    await thread.getByRole('button', { name: 'Send reply' }).click();
    await expect(alert(inbox, 'Please enter a message')).toBeVisible();
    await thread
      .getByRole('textbox', { name: `Reply to ${visitor}` })
      .fill('Yes, it is still available. Shall I send photos?');
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await expect(thread.getByText('Yes, it is still available. Shall I send photos?')).toBeVisible();
    await expect(thread.getByRole('textbox', { name: `Reply to ${visitor}` })).toHaveValue('');

    const mail = await latestMailTo(visitor);
    expect(mail).toContain(`Subject: ${artist.name} replied to your message`);
    expect(mail).toContain('Yes, it is still available. Shall I send photos?');
    expect(mail).toContain(`/artist/${artist.slug}`);
    await closeInbox(inbox);
  });
});

test.describe('order requests', () => {
  test('when a visitor asks the price of a work, then the request reaches the artist’s inbox through commerce’s outbox', async ({
    request,
  }) => {
    const artist = await registerArtist(request, 'Inbox Seller');
    const slug = await publishArtwork(request, artist, { title: 'Quiet Request' });
    const buyer = uniqueEmail('inbox-buyer');
    const asked = await request.post('/api/artwork/order-request', {
      data: {
        email: buyer,
        password: '',
        offer: '',
        message: 'Could it ship to Lisbon?',
        slug,
        buyOption: 'Inquire Price',
      },
    });
    expect(asked.status()).toBe(201);
    await expect
      .poll(async () => {
        const inbox = (await (await request.get('/api/inbox/conversations', { headers: artist.auth })).json()) as {
          conversations: { withName: string; lastMessage: string; unread: number }[];
        };
        return inbox.conversations.map(({ withName, lastMessage, unread }) => ({ withName, lastMessage, unread }));
      })
      .toEqual([
        { withName: buyer, lastMessage: "Price inquiry for 'Quiet Request'\n\nCould it ship to Lisbon?", unread: 1 },
      ]);
  });
});

test.describe('a message to nobody', () => {
  // The refusal is a 404, which the browser logs as a failed resource.
  test.use({ allowedErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test("a message to an artist nobody knows is refused with 'Artist cannot be contacted yet'", async ({ page }) => {
    // A real artist page first, then a page that announces an artist nobody knows (the header shows what it is told).
    await page.goto('/artist/mara-okafor');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Contact Me' })).toBeVisible();
    const slug = `nobody-${Date.now()}`;
    await page.evaluate(
      (unknown) =>
        window.dispatchEvent(
          new CustomEvent('artist:page-shown', { detail: { slug: unknown, artistName: 'Nobody', instagram: null } }),
        ),
      slug,
    );
    await page.getByRole('banner').getByRole('button', { name: 'Contact Me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message Nobody' });
    await dialog.getByRole('textbox', { name: 'Your e-mail' }).fill(uniqueEmail('nobody-fan'));
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello?');
    const [answer] = await Promise.all([
      page.waitForResponse('**/api/artwork/artist/message'),
      dialog.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect([answer.status(), await answer.json()]).toEqual([404, { message: 'Artist cannot be contacted yet' }]);
    await expect(alert(page, 'Artist cannot be contacted yet')).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});

test.describe('/inbox at every width and theme', () => {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const theme of ['light', 'dark']) {
      test(`at ${width} px in the ${theme} theme, the list and the open conversation read well`, async ({
        browser,
        request,
      }) => {
        const artist = await registerArtist(request, 'Inbox Look');
        for (const [from, text] of [
          [
            uniqueEmail('hannah'),
            'I love the colours in your Abstract series. Do you take commissions for a larger canvas?',
          ],
          [
            uniqueEmail('gallery'),
            'We are planning a group show in spring and would be glad to include two of your pieces.',
          ],
        ])
          expect(
            (
              await request.post('/api/artwork/artist/message', {
                data: { email: from, message: text, slug: artist.slug },
              })
            ).status(),
          ).toBe(201);
        const inbox = await artistOnInbox(browser, artist, { width, height }, theme);
        const list = main(inbox).getByRole('navigation', { name: 'Conversations' });
        await expect(list.getByRole('button')).toHaveCount(2);
        await inbox.screenshot({ path: `test-results/inbox-${width}-${theme}-list.png` });
        await list.getByRole('button').first().click();
        const thread = main(inbox).getByRole('article');
        await expect(thread.getByText('We are planning a group show')).toBeVisible();
        if (width < 720) {
          await expect(list).toBeHidden();
          await inbox.screenshot({ path: `test-results/inbox-${width}-${theme}-thread.png` });
          await thread.getByRole('button', { name: '← Back to conversations' }).click();
          await expect(main(inbox).getByText('Choose a conversation to read it.')).toBeHidden();
          expect(consoleErrors.get(inbox)).toEqual([]);
          await expect(list).toBeVisible();
        } else {
          await expect(list).toBeVisible();
          await inbox.screenshot({ path: `test-results/inbox-${width}-${theme}-thread.png` });
        }
        await closeInbox(inbox);
      });
    }
  }
});
