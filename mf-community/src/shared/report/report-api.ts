import type { ReportInput } from '@easel/contracts';
import { communityApi } from '../../app/community-api';

const reportApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /reports: a comment or an artwork, with a reason, for the moderators' queue. */
    report: build.mutation<unknown, ReportInput>({
      query: (body) => ({ url: '/reports', method: 'POST', body }),
    }),
  }),
});

export const { useReportMutation } = reportApi;
