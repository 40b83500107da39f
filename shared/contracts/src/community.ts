import { z } from './messages';

// Spec §5 and §9 for comments and the Weekly Pulse: one set of rules for the browser and the server.
const COMMENT_TEXT_MAX = 300;
const COMMENT_MARKUP_MAX = 5000;
/** 'View more' asks for this many; a batch shorter than asked is the last. */
export const COMMENTS_PAGE = 7;
/** An initial batch under this many means there are no more. */
export const COMMENTS_FIRST_FULL = 5;
export const REPORT_REASON_MAX = 500;
/** The top 10 of a week are featured and earn the badge. */
export const PULSE_FEATURED = 10;
/** Only an artwork ranked this high or better can be upvoted this week. */
export const PULSE_VOTABLE = 18;

export const COMMENT_EMPTY = 'Comment cannot be empty.';
export const COMMENT_NO_VISIBLE_TEXT = 'Comment must contain visible text.';
export const COMMENT_TOO_LONG = 'Comment cannot exceed 300 characters.';
export const COMMENT_MARKUP_TOO_LARGE = 'Comment markup is too large.';
export const COMMENT_BUSY = 'Please wait for the previous comment to finish';
export const UPVOTE_BUSY = 'Please wait';
export const ERROR_UPVOTING = 'Error upvoting';
export const ERROR_DELETING = 'Error Deleting';
export const LOGIN_TO_COMMENT = 'Login to comment';
export const COMMENT_PLACEHOLDER = 'What do you think?...';
export const VOTING_CLOSED = 'Voting for this week’s Pulse is now closed. Come back soon for new featured artwork!';
export const NOT_YET_IN_PULSE = 'This art will be on weekly pulse in next week';

const BREAK = /<(br|hr)\s*\/?>/gi;
// Three or more breaks in a row (only whitespace or empty paragraphs between) keep the first two.
const BREAK_RUN = /(?:<(?:br|hr)>(?:\s|<p>\s*<\/p>)*){3,}/gi;

/** Spec §5: br/hr tags are written one way, and three or more in a row collapse to two. */
export function normaliseBreaks(html: string): string {
  const tidy = html.replace(BREAK, (_tag, name: string) => `<${name.toLowerCase()}>`);
  return tidy.replace(BREAK_RUN, (run) => (run.match(/<(?:br|hr)>/gi) ?? []).slice(0, 2).join(''));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** What a reader sees of comment HTML: tags gone, entities read, whitespace as the browser shows it. */
export function commentText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first comment rule of spec §5 that `html` breaks (after its breaks are normalised), or null when it may be posted. */
export function commentProblem(html: string): string | null {
  const normalised = normaliseBreaks(html);
  const text = commentText(normalised);
  if (!text) return COMMENT_EMPTY;
  if (!/[\p{L}\p{N}]/u.test(text)) return COMMENT_NO_VISIBLE_TEXT;
  if (text.length > COMMENT_TEXT_MAX) return COMMENT_TOO_LONG;
  if (normalised.length > COMMENT_MARKUP_MAX) return COMMENT_MARKUP_TOO_LARGE;
  return null;
}

const artSlug = z
  .string({ error: 'Artwork is required' })
  .trim()
  .min(1, 'Artwork is required')
  .max(200, 'Artwork ids must be at most 200 characters');
/** The visitor's fingerprint (spec §7), sent as `fp` in the query. */
export const fingerprintQuery = z.object({
  fp: z.string({ error: 'Fingerprint must be text' }).trim().max(200, 'Fingerprint must be at most 200 characters').optional(),
});

/** POST /artwork/comment/new: artId is the artwork's slug (artwork ids are slugs, spec §2). */
export const newCommentInput = z.object({
  html: z
    .string({ error: COMMENT_EMPTY })
    .max(COMMENT_MARKUP_MAX * 4, COMMENT_MARKUP_TOO_LARGE)
    .superRefine((html, ctx) => {
      const problem = commentProblem(html);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  artId: artSlug,
});
export type NewCommentInput = z.infer<typeof newCommentInput>;

/** GET /artwork/get/comments/{slug}?skip={n}&limit=7&fp= */
export const commentsQuery = fingerprintQuery.extend({
  skip: z.coerce
    .number({ error: 'Skip must be a whole number of 0 or more' })
    .int('Skip must be a whole number of 0 or more')
    .min(0, 'Skip must be a whole number of 0 or more')
    .default(0),
  limit: z.coerce
    .number({ error: 'Limit must be between 1 and 50' })
    .int('Limit must be between 1 and 50')
    .min(1, 'Limit must be between 1 and 50')
    .max(50, 'Limit must be between 1 and 50')
    .default(COMMENTS_PAGE),
});

/** Spec §3 Comment, as the list shows it. */
interface CommentAuthor {
  id: string;
  name: string;
  avatar: string | null;
  /** Their artist page, when they have one. */
  slug: string | null;
}
export interface CommentView {
  _id: string;
  /** Sanitised HTML, safe to render. */
  content: string;
  /** ISO time of posting. */
  date: string;
  user: CommentAuthor;
  isUpvoted: boolean;
  totalUpvotes: number;
  /** The caller wrote it, so may delete it. */
  isOwn: boolean;
}
export interface CommentsAnswer {
  comments: CommentView[];
}
export interface NewCommentAnswer {
  message: string;
  comment: CommentView;
}
/** POST /artwork/comment/upvote/{artSlug}/{commentId} and POST /pulse/upvote/{slug}. */
export interface UpvoteAnswer {
  message: string;
  isUpvoted: boolean;
  totalUpvotes: number;
}
/** GET /artwork/comment/mentions/{artSlug}?q= : people to @-mention, the artwork's artist and commenters first. */
export interface MentionAnswer {
  people: { id: string; name: string; slug: string | null }[];
}

/** POST /reports: a signed-in user reports a comment or an artwork; reports wait in a queue for the admin area. */
export const reportInput = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('comment'), artSlug: artSlug, commentId: z.uuid({ error: 'This comment does not exist' }) }),
      z.object({ kind: z.literal('artwork'), artSlug: artSlug }),
    ],
    { error: 'Choose what to report' },
  )
  .and(
    z.object({
      reason: z
        .string({ error: 'Please tell us why' })
        .trim()
        .min(1, 'Please tell us why')
        .max(REPORT_REASON_MAX, `Reasons must be at most ${REPORT_REASON_MAX} characters`),
    }),
  );
export type ReportInput = z.infer<typeof reportInput>;
export const REPORT_RECEIVED = 'Thank you, our moderators will look at it';

/** GET /pulse/art/{slug}?fp= : an artwork's standing in the running week, for the rank, arrows and upvote. */
export interface PulseStanding {
  slug: string;
  /** Monday (UTC) of the running week, YYYY-MM-DD. */
  week: string;
  /** null while not ranked (not a Pulse artwork, or ranked at the next minute's run). */
  position: number | null;
  prevSlug: string | null;
  nextSlug: string | null;
  totalUpvotes: number;
  isUpvoted: boolean;
  votingOpen: boolean;
  /** Unique visitors (by fp) who opened it. */
  views: number;
}

/** GET /pulse/weeks: the weeks that have a ranking, newest first. GET /pulse/week/{week}: one week's ranking. */
export interface PulseWeeksAnswer {
  weeks: { week: string; final: boolean }[];
}
export interface PulseWeekAnswer {
  week: string;
  /** The running week is live; a past week is final. */
  final: boolean;
  votingOpen: boolean;
  entries: { slug: string; position: number; votes: number }[];
}
/** PUT /internal/pulse/voting (the admin area's switch): voting for the running week open or closed. */
export const pulseVotingInput = z.object({ open: z.boolean({ error: 'Open must be true or false' }) });
