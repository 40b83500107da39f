import type { CartLine, CartLinesAnswer, OrderRequestInput } from '@easel/contracts/src/commerce';
import { commerceApi } from '../../../app/commerce-api';

const orderRequestApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    /** This artwork as the server would sell it now: 'reserved' (with its end) while another buyer's hold lasts. */
    getBuyBoxLine: build.query<CartLine | null, string>({
      query: (slug) => ({ url: '/cart/lines', params: { slugs: slug } }),
      transformResponse: (answer: CartLinesAnswer, _meta, slug) => answer.lines.find((line) => line.slug === slug) ?? null,
      // The buy box still offers Add to Cart when this check fails; checkout says the rest.
      extraOptions: { toast: false },
    }),
    /** Spec §7 POST /artwork/order-request; a refusal's message is shown as an error toast by the base query. */
    sendOrderRequest: build.mutation<unknown, OrderRequestInput>({
      query: (body) => ({ url: '/artwork/order-request', method: 'POST', body }),
    }),
  }),
});

export const { useGetBuyBoxLineQuery, useSendOrderRequestMutation } = orderRequestApi;
