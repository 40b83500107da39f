import type { DashboardAnswer, FailedDelivery } from '@easel/contracts';
import { adminApi } from '../../app/admin-api';

const DASHBOARD = 'Dashboard';
// The page shows each refusal itself (the retry dialog, the page's error): no toast as well.
const quiet = { toast: false };

const dashboardApi = adminApi.enhanceEndpoints({ addTagTypes: [DASHBOARD] }).injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardAnswer, void>({
      query: () => 'admin/dashboard',
      extraOptions: quiet,
      providesTags: [DASHBOARD],
    }),
    retryDelivery: build.mutation<unknown, Pick<FailedDelivery, 'service' | 'id'> & { reason: string }>({
      query: ({ service, id, reason }) => ({
        url: `admin/dashboard/outbox/${service}/${encodeURIComponent(id)}/retry`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: quiet,
      invalidatesTags: [DASHBOARD],
    }),
  }),
});

export const { useDashboardQuery, useRetryDeliveryMutation } = dashboardApi;
