import { REPORT_RECEIVED, type ReportInput } from '@easel/contracts/src/community';
import { NotFoundError } from '@easel/service-kit';
import type { ArtworkDirectory, CommentsStore } from './comment-deps';
import { NO_ART_FOUND } from '@easel/contracts/src/slug';

const REPORTED_COMMENT_MISSING = 'This comment does not exist';

export interface OpenReport {
  id: string;
  kind: 'comment' | 'artwork';
  artSlug: string;
  commentId: string | null;
  reporterId: string;
  reason: string;
  status: 'open' | 'resolved';
  createdAt: string;
  /** The reported comment as written, when a comment is reported. */
  comment: { content: string; user: { id: string; name: string } } | null;
}

export interface ReportsStore {
  /** Stores the report unless the reporter already has one open on the same target. */
  fileOnce(report: { kind: 'comment' | 'artwork'; artSlug: string; commentId: string | null; reporterId: string; reason: string }): Promise<void>;
  /** Oldest first. */
  list(status: 'open' | 'resolved'): Promise<OpenReport[]>;
}

export interface ReportDeps {
  reports: ReportsStore;
  comments: CommentsStore;
  artworks: ArtworkDirectory;
}

export async function fileReport(deps: ReportDeps, reporterId: string, input: ReportInput): Promise<{ message: string }> {
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
