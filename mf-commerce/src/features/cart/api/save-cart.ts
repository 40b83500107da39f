import type { z, saveCartInput } from '@easel/contracts';
import { commerceApi } from '../../../app/commerce-api';

/** PUT /cart: the signed-in user's whole cart, by slug. */
const saveCartApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    saveCart: build.mutation<unknown, z.input<typeof saveCartInput>>({
      query: (body) => ({ url: '/cart', method: 'PUT', body }),
      // Spec §8: a failed sync is only logged.
      extraOptions: { toast: false },
    }),
  }),
});

export const { useSaveCartMutation } = saveCartApi;
