import type { OrderAnswer } from '@easel/contracts';
import { commerceApi } from '../../../app/commerce-api';

const myOrdersApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in buyer's orders, newest first (GET /orders?as=buyer). */
    listMyOrders: build.query<OrderAnswer[], void>({
      query: () => ({ url: '/orders', params: { as: 'buyer' } }),
      transformResponse: (answer: { orders: OrderAnswer[] }) => answer.orders,
      // The list says a failure in place; a toast as well would say it twice.
      extraOptions: { toast: false },
    }),
  }),
});

export const { useListMyOrdersQuery } = myOrdersApi;
