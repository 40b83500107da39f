import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { NewsletterAudience } from '@easel/contracts';
import type { TestArtist } from './artworks';
import { main } from './fixtures';
import { latestMailTo } from './mail';

/** Waits until identity counts `artworks` works for the artist (catalog tells it through its outbox). */
export async function untilArtworks(request: APIRequestContext, artist: TestArtist, artworks: number) {
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/newsletter/audience', { headers: artist.auth })).json()) as NewsletterAudience)
          .artworks,
    )
    .toBe(artworks);
}

/** The link of a newsletter mail's List-Unsubscribe header (RFC 8058), as a path on the site. */
export function unsubscribePathIn(mail: string): string {
  const link = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(mail)?.[1];
  expect(link, 'the mail has a List-Unsubscribe header').toBeDefined();
  return new URL(link!).pathname;
}

/** The sent list's row of one newsletter, by its subject. */
export const sentRow = (page: Page, subject: string) =>
  main(page)
    .getByRole('region', { name: 'Sent newsletters' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: subject }) });

/** The newest mail to `to` once it is the one with `subject` (a newer newsletter may take a moment to leave). */
export async function newsletterTo(to: string, subject: string): Promise<string> {
  let mail = '';
  await expect.poll(async () => (mail = await latestMailTo(to))).toContain(`Subject: ${subject}`);
  return mail;
}

/** slate-dom's own words, in whichever mf-artist script carries Slate. */
const SLATE_MARK = 'Cannot resolve a DOM node from Slate node';

/** Whether any mf-artist script the page has downloaded so far carries Slate. */
export function slateDownloads(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/remotes/mf-artist/') && response.url().endsWith('.js'))
      bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).some((body) => body.includes(SLATE_MARK));
}
