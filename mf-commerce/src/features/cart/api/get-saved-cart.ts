import { commerceApi } from '../../../app/commerce-api';

/** The signed-in user's cart as the server keeps it, by slug. */
const getSavedCartApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedCart: build.query<{ slugs: string[] }, void>({
      query: () => '/cart',
      // Spec §8: a failed sync is only logged.
      extraOptions: { toast: false },
    }),
  }),
});

export const { useLazyGetSavedCartQuery } = getSavedCartApi;
