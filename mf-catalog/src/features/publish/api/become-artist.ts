import type { AuthAnswer } from '@easel/contracts';
import { catalogApi } from '../../../app/catalog-api';

/** Identity's POST /user/become-artist: the answer carries a fresh token, since the role is in it. */
const becomeArtistApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    becomeArtist: build.mutation<AuthAnswer, { artistName: string }>({
      query: (body) => ({ url: '/user/become-artist', method: 'POST', body }),
      // The form shows the refusal under itself.
      extraOptions: { toast: false },
    }),
  }),
});

export const { useBecomeArtistMutation } = becomeArtistApi;
