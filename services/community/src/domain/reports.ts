import type { CommunityReport, CommunityReportsPage, ReportsQueueQuery } from '@easel/contracts';
import { REPORT_RECEIVED, type ReportInput, NO_ART_FOUND } from '@easel/contracts';
import { NotFoundError } from '@easel/service-kit';
import type { ArtworkDirectory, CommentsStore } from './comment-deps';

export const REPORTED_COMMENT_MISSING = 'This comment does not exist';
export const REPORT_MISSING = 'This report does not exist';

/** A report as the admin area reads it (contracts/admin-moderation.ts). */
export type OpenReport = CommunityReport;

interface RemovedComment {
  id: string;
  artSlug: string;
  content: string;
  user: { id: string; name: string };
}

export interface ReportsStore {
  /** Stores the report unless the reporter already has one open on the same target. */
  fileOnce(report: {
    kind: 'comment' | 'artwork';
    artSlug: string;
    commentId: string | null;
    reporterId: string;
    reason: string;
  }): Promise<void>;
  /** Newest first, a page at a time, with how many there are. */
  list(query: ReportsQueueQuery): Promise<CommunityReportsPage>;
  /** A moderator dismisses it (or acted on what it reports): the report before and after, undefined when unknown. */
  resolve(id: string): Promise<{ before: OpenReport; after: OpenReport } | undefined>;
  /**
   * A moderator deletes a comment: gone for everyone (comments have no replies to keep), its open reports closed.
   * The comment as it was; undefined when unknown or already deleted.
   */
  removeComment(commentId: string): Promise<{ comment: RemovedComment; closedReports: number } | undefined>;
}

export interface ReportDeps {
  reports: ReportsStore;
  comments: CommentsStore;
  artworks: ArtworkDirectory;
}

export async function fileReport(
  deps: ReportDeps,
  reporterId: string,
  input: ReportInput,
): Promise<{ message: string }> {
  if (input.kind === 'comment') {
    const comment = await deps.comments.find(input.artSlug, input.commentId, { userId: reporterId, fp: null });
    if (!comment) throw new NotFoundError(REPORTED_COMMENT_MISSING);
  } else if (!(await deps.artworks.artwork(input.artSlug))) {
    throw new NotFoundError(NO_ART_FOUND);
  }
  await deps.reports.fileOnce({
    kind: input.kind,
    artSlug: input.artSlug,
    commentId: input.kind === 'comment' ? input.commentId : null,
    reporterId,
    reason: input.reason,
  });
  // A repeat is answered the same: the report is already waiting.
  return { message: REPORT_RECEIVED };
}
