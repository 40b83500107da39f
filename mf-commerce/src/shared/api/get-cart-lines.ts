import type { CartLinesAnswer } from '@easel/contracts';
import { commerceApi } from '../../app/commerce-api';

/** The cart's artworks as the server prices them now; `intent` is this browser's own payment intent, whose hold is not "reserved" to it. */
const getCartLinesApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    getCartLines: build.query<CartLinesAnswer, { slugs: string[]; intent?: string }>({
      query: ({ slugs, intent }) => ({
        url: '/cart/lines',
        params: { slugs: slugs.join(','), ...(intent ? { intent } : {}) },
      }),
      // Each page says a failure in its own place (a retry, or the buy box still offering Add to Cart); a toast would say it twice.
      extraOptions: { toast: false },
    }),
  }),
});

export const { useGetCartLinesQuery } = getCartLinesApi;
