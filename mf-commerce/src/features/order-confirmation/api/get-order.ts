import type { OrderAnswer } from '@easel/contracts';
import { commerceApi } from '../../../app/commerce-api';

const orderApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    // An unknown order is the page's own state ('Order not found'), not a toast.
    getOrder: build.query<OrderAnswer, string>({
      query: (orderNumber) => `/orders/${encodeURIComponent(orderNumber)}`,
      extraOptions: { toast: false },
    }),
  }),
});

export const { useGetOrderQuery } = orderApi;
