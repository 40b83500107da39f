// Community helpers for the comments and Pulse specs (several specs share this file: add functions, keep these).
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CommentView, NewCommentAnswer, PulseWeekAnswer, PulseWeeksAnswer } from '@easel/contracts';
import platform from '../platform';
import { publishArtwork, type TestArtist } from './artworks';

/** A not-for-sale (Pulse) artwork of the artist's own, so no other spec's votes or comments land on it. */
export const publishNotForSale = (
  request: APIRequestContext,
  artist: TestArtist,
  fields: Record<string, unknown> = {},
) => publishArtwork(request, artist, { title: 'Evening Study', onSale: false, price: undefined, ...fields });

/** Posts one comment through the API as `artist` (spec §7 POST /artwork/comment/new) and answers it. */
export async function postComment(
  request: APIRequestContext,
  artist: TestArtist,
  slug: string,
  html: string,
): Promise<CommentView> {
  const answer = await request.post('/api/artwork/comment/new', { headers: artist.auth, data: { html, artId: slug } });
  expect(answer.ok(), `the comment is posted: ${answer.status()} ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as NewCommentAnswer).comment;
}

/** Community lets one account post 5 comments a minute (services/community POSTS_PER_MINUTE). */
const COMMENTS_PER_ACCOUNT_MINUTE = 5;

/**
 * Posts 'Comment 1' … 'Comment {count}' one after another (the order kept), each author writing up to 5 in turn, so
 * the per-account limit is not met: give ceil(count / 5) authors.
 */
export async function seedComments(request: APIRequestContext, authors: TestArtist[], slug: string, count: number) {
  expect(authors.length * COMMENTS_PER_ACCOUNT_MINUTE, 'enough authors for the posting limit').toBeGreaterThanOrEqual(
    count,
  );
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

/** Scrolls to the art page's end, as a reader does: the comments are fetched only as their place nears the screen. */
export async function scrollToComments(page: Page) {
  await expect(async () => {
    await page.mouse.wheel(0, 100_000);
    await expect(commentsRegion(page)).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** The Weekly Pulse on an art page (/art/{id} or /art2/{id}): rank, arrows and Upvote (mf-community's pulse-rank). */
export const pulseRegion = (page: Page) => page.getByRole('region', { name: 'The Weekly Pulse' });

/** The running week's live ranking, best first (GET /pulse/weeks, then /pulse/week/{week}). */
export async function runningPulse(request: APIRequestContext): Promise<PulseWeekAnswer> {
  const weeks = (await (await request.get('/api/pulse/weeks')).json()) as PulseWeeksAnswer;
  const running = weeks.weeks.find((week) => !week.final);
  expect(running, 'a running week is ranked').toBeDefined();
  return (await (await request.get(`/api/pulse/week/${running!.week}`)).json()) as PulseWeekAnswer;
}

/**
 * Opens or closes voting for the running week as the admin area does: community's own PUT /internal/pulse/voting
 * (never routed by the gateway), with the services' shared credential from the platform's data folder.
 */
export async function setPulseVoting(request: APIRequestContext, open: boolean) {
  const secret = fs.readFileSync(path.join(platform.dataDir, 'keys', 'internal-secret'), 'utf8').trim();
  const community = new URL((platform.env() as Record<string, string>).COMMUNITY_URL!);
  const answer = await request.put(`${community.origin}/internal/pulse/voting`, {
    headers: { 'X-Service-Credential': secret },
    data: { open },
  });
  expect(answer.ok(), `voting is ${open ? 'opened' : 'closed'}: ${answer.status()} ${await answer.text()}`).toBe(true);
}
