import type { ArtworkAnswer, ArtworkInputPayload } from '@easel/contracts';
import { ARTWORKS, catalogApi } from '../../../app/catalog-api';
import { refreshSessionUser } from './refresh-session-user';

// The form shows the server's refusal beside itself, so the base query shows no toast.
const publishArtworkApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    publishArtwork: build.mutation<ArtworkAnswer, ArtworkInputPayload>({
      query: (body) => ({ url: '/artwork/new', method: 'POST', body }),
      extraOptions: { toast: false },
      onQueryStarted: refreshSessionUser,
      invalidatesTags: (_answer, error) => (error ? [] : [ARTWORKS]),
    }),
  }),
});

export const { usePublishArtworkMutation } = publishArtworkApi;
