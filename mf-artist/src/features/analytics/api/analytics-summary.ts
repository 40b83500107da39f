import type { AnalyticsPeriod, AnalyticsSummary } from '@easel/contracts';
import { artistApi } from '../../../app/artist-api';

/** The artist service's GET /analytics/summary: the signed-in artist's own numbers; the page shows its errors itself. */
const analyticsSummaryApi = artistApi.injectEndpoints({
  endpoints: (build) => ({
    analyticsSummary: build.query<AnalyticsSummary, { period: AnalyticsPeriod; art: string }>({
      query: ({ period, art }) => ({ url: '/analytics/summary', params: art ? { period, art } : { period } }),
      extraOptions: { toast: false },
    }),
  }),
});

export const { useAnalyticsSummaryQuery } = analyticsSummaryApi;
