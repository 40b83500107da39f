import { z } from 'zod';
import { adminPage, adminReason } from './admin';

/**
 * PUT /internal/people/:id/suspended on catalog: the people (suspension) part of the admin area tells catalog that a
 * user is suspended or restored. Suspension hides all of the owner's works like a moderator's hide; ending it brings
 * back only the works no moderator hid.
 */
export const ownerSuspendedInput = z.object({
  suspended: z.boolean({ error: 'Suspended must be true or false' }),
});
export type OwnerSuspendedInput = z.infer<typeof ownerSuspendedInput>;

/** What the owner of a hidden work reads on its page (everyone else gets a 404). */
export const artworkHiddenNotice = (reason: string) => `This artwork is hidden by Easel's moderators: ${reason}`;
export const ACCOUNT_SUSPENDED_NOTICE = 'Your account is suspended';

/** PUT /internal/artworks/:slug/hidden on catalog: a moderator hides a work with a reason, or restores it. */
export const artworkHiddenInput = z.discriminatedUnion('hidden', [
  z.object({ hidden: z.literal(true), reason: adminReason }),
  z.object({ hidden: z.literal(false) }),
]);

/** A work as moderation sees it: before and after of an audit line, and the queue's link. */
export interface ModeratedArtwork {
  slug: string;
  title: string;
  ownerId: string;
  hiddenReason: string | null;
  ownerSuspended: boolean;
}

const MODERATION_PAGE_SIZE = 20;
const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** GET /internal/reports on community and GET /admin/moderation/reports: a page of the queue, newest first. */
export const reportsQueueQuery = z.object({
  status: z.enum(REPORT_STATUSES, { error: 'Status must be open or resolved' }).default('open'),
  page: adminPage,
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number' })
    .int('Page size must be a whole number')
    .min(1)
    .max(50, 'Page size can be at most 50')
    .default(MODERATION_PAGE_SIZE),
});
export type ReportsQueueQuery = z.infer<typeof reportsQueueQuery>;

/** A report as community keeps it: a comment's carries the comment as written. */
export interface CommunityReport {
  id: string;
  kind: 'comment' | 'artwork';
  artSlug: string;
  commentId: string | null;
  reporterId: string;
  reason: string;
  status: ReportStatus;
  createdAt: string;
  /** the reported comment as written; null for an artwork's report, or when the comment is gone */
  comment: { content: string; user: { id: string; name: string } } | null;
}

export interface CommunityReportsPage {
  reports: CommunityReport[];
  total: number;
  page: number;
  pageSize: number;
}

/** One line of the admin's queue: the report, what it is about and who sent it. */
export interface ModerationQueueItem extends CommunityReport {
  reporter: { id: string; name: string };
  /** the reported work (or the work under the reported comment); null when catalog no longer has it */
  artwork: { slug: string; title: string; hidden: boolean } | null;
}

export interface ModerationQueuePage {
  items: ModerationQueueItem[];
  total: number;
  page: number;
  pageSize: number;
}
