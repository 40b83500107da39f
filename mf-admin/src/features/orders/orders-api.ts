import { type AdminActionInput } from '@easel/contracts';
import type { AdminOrderAnswer, AdminOrdersAnswer, AdminOrdersQuery } from '@easel/contracts';
import { adminApi } from '../../app/admin-api';

const ORDER = 'Order';
// The page shows each refusal itself (the refund dialog, the list's error): no toast as well.
const quiet = { toast: false };
const orderUrl = (orderNumber: string) => `admin/orders/${encodeURIComponent(orderNumber)}`;

const ordersApi = adminApi.enhanceEndpoints({ addTagTypes: [ORDER] }).injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<AdminOrdersAnswer, AdminOrdersQuery>({
      query: (filters) =>
        `admin/orders?${new URLSearchParams(Object.entries(filters).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])))}`,
      extraOptions: quiet,
      providesTags: [ORDER],
    }),
    order: build.query<AdminOrderAnswer, string>({ query: orderUrl, extraOptions: quiet, providesTags: [ORDER] }),
    refundOrder: build.mutation<AdminOrderAnswer, AdminActionInput & { orderNumber: string }>({
      query: ({ orderNumber, reason }) => ({
        url: `${orderUrl(orderNumber)}/refund`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: quiet,
      invalidatesTags: [ORDER],
    }),
  }),
});

export const { useOrdersQuery, useOrderQuery, useRefundOrderMutation } = ordersApi;
