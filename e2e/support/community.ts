// Community helpers for the comments and Pulse specs (H3 and H4 of issue 12 share this file; add functions, keep these).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CommentView, NewCommentAnswer } from '@easel/contracts/src/community';
import { publishArtwork, type TestArtist } from './artworks';

/** A not-for-sale (Pulse) artwork of the artist's own, so no other spec's votes or comments land on it. */
export const publishNotForSale = (request: APIRequestContext, artist: TestArtist, fields: Record<string, unknown> = {}) =>
  publishArtwork(request, artist, { title: 'Evening Study', onSale: false, price: undefined, ...fields });

/** Posts one comment through the API as `artist` (spec §7 POST /artwork/comment/new) and answers it. */
export async function postComment(request: APIRequestContext, artist: TestArtist, slug: string, html: string): Promise<CommentView> {
  const answer = await request.post('/api/artwork/comment/new', { headers: artist.auth, data: { html, artId: slug } });
  expect(answer.ok(), `the comment is posted: ${answer.status()} ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as NewCommentAnswer).comment;
}

/** Posts `count` plain comments ('Comment 1' … first), one after another: the order of posting is the order kept. */
export async function seedComments(request: APIRequestContext, artist: TestArtist, slug: string, count: number) {
  for (let n = 1; n <= count; n++) await postComment(request, artist, slug, `<p>Comment ${n}</p>`);
}

/** Puts `artist`'s session where the front end keeps it (spec §3 `token` and `user`), on every page the test opens. */
export async function signInAsArtist(page: Page, artist: TestArtist) {
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: artist.token, user: artist.user },
  );
}

/** The comments fragment on an art page (/art/{id} or /art2/{id}). */
export const commentsRegion = (page: Page) => page.getByRole('region', { name: 'Comments' });
