import { z } from './messages';
import {
  COMMENT_EMPTY,
  COMMENT_MARKUP_MAX,
  COMMENT_MARKUP_TOO_LARGE,
  commentProblem,
  COMMENTS_PAGE,
  REPORT_REASON_MAX,
} from './community-values';

export * from './community-values';

const artSlug = z
  .string({ error: 'Artwork is required' })
  .trim()
  .min(1, 'Artwork is required')
  .max(200, 'Artwork ids must be at most 200 characters');
/** The visitor's fingerprint (spec §7), sent as `fp` in the query. */
export const fingerprintQuery = z.object({
  fp: z
    .string({ error: 'Fingerprint must be text' })
    .trim()
    .max(200, 'Fingerprint must be at most 200 characters')
    .optional(),
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
      z.object({
        kind: z.literal('comment'),
        artSlug: artSlug,
        commentId: z.uuid({ error: 'This comment does not exist' }),
      }),
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
