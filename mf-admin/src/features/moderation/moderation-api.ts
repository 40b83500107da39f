import { type AdminActionInput } from '@easel/contracts';
import type { ModeratedArtwork, ModerationQueuePage, ReportStatus } from '@easel/contracts';
import { adminApi } from '../../app/admin-api';

const QUEUE = 'ModerationQueue';
// The dialog that asked for the reason shows a refusal itself: no toast as well.
const quiet = { toast: false };

const moderationApi = adminApi.enhanceEndpoints({ addTagTypes: [QUEUE] }).injectEndpoints({
  endpoints: (build) => ({
    moderationQueue: build.query<ModerationQueuePage, { status: ReportStatus; page: number }>({
      query: ({ status, page }) => `admin/moderation/reports?status=${status}&page=${page}`,
      providesTags: [QUEUE],
    }),
    hideArtwork: build.mutation<{ artwork: ModeratedArtwork }, AdminActionInput & { slug: string; reportId?: string }>({
      query: ({ slug, ...body }) => ({
        url: `admin/moderation/artworks/${encodeURIComponent(slug)}/hide`,
        method: 'POST',
        body,
      }),
      extraOptions: quiet,
      invalidatesTags: [QUEUE],
    }),
    restoreArtwork: build.mutation<{ artwork: ModeratedArtwork }, AdminActionInput & { slug: string }>({
      query: ({ slug, ...body }) => ({
        url: `admin/moderation/artworks/${encodeURIComponent(slug)}/restore`,
        method: 'POST',
        body,
      }),
      extraOptions: quiet,
      invalidatesTags: [QUEUE],
    }),
    deleteComment: build.mutation<{ closedReports: number }, AdminActionInput & { commentId: string }>({
      query: ({ commentId, ...body }) => ({
        url: `admin/moderation/comments/${encodeURIComponent(commentId)}/delete`,
        method: 'POST',
        body,
      }),
      extraOptions: quiet,
      invalidatesTags: [QUEUE],
    }),
    dismissReport: build.mutation<unknown, AdminActionInput & { reportId: string }>({
      query: ({ reportId, ...body }) => ({
        url: `admin/moderation/reports/${encodeURIComponent(reportId)}/dismiss`,
        method: 'POST',
        body,
      }),
      extraOptions: quiet,
      invalidatesTags: [QUEUE],
    }),
  }),
});

export const {
  useModerationQueueQuery,
  useHideArtworkMutation,
  useRestoreArtworkMutation,
  useDeleteCommentMutation,
  useDismissReportMutation,
} = moderationApi;
