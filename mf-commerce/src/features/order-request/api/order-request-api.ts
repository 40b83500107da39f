import type { OrderRequestInput } from '@easel/contracts';
import { commerceApi } from '../../../app/commerce-api';

const orderRequestApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7 POST /artwork/order-request; a refusal's message is shown as an error toast by the base query. */
    sendOrderRequest: build.mutation<unknown, OrderRequestInput>({
      query: (body) => ({ url: '/artwork/order-request', method: 'POST', body }),
    }),
  }),
});

export const { useSendOrderRequestMutation } = orderRequestApi;
