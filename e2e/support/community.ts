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

/** Community lets one account post 5 comments a minute (services/community POSTS_PER_MINUTE). */
export const COMMENTS_PER_ACCOUNT_MINUTE = 5;

/**
 * Posts 'Comment 1' … 'Comment {count}' one after another (the order kept), each author writing up to 5 in turn, so
 * the per-account limit is not met: give ceil(count / 5) authors.
 */
export async function seedComments(request: APIRequestContext, authors: TestArtist[], slug: string, count: number) {
  expect(authors.length * COMMENTS_PER_ACCOUNT_MINUTE, 'enough authors for the posting limit').toBeGreaterThanOrEqual(count);
  for (let n = 1; n <= count; n++) {
    const author = authors[Math.floor((n - 1) / COMMENTS_PER_ACCOUNT_MINUTE)]!;
    await postComment(request, author, slug, `<p>Comment ${n}</p>`);
  }
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
