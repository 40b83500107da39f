import type { MessageAnswer } from '@easel/contracts';
import { ARTWORKS, catalogApi } from '../../../app/catalog-api';
import { refreshSessionUser } from './refresh-session-user';

// A refusal is shown as the base query's error toast, over the confirm dialog.
const deleteArtworkApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    deleteArtwork: build.mutation<MessageAnswer, string>({
      query: (slug) => ({ url: `/artwork/${encodeURIComponent(slug)}`, method: 'DELETE' }),
      onQueryStarted: refreshSessionUser,
      invalidatesTags: (_answer, error) => (error ? [] : [ARTWORKS]),
    }),
  }),
});

export const { useDeleteArtworkMutation } = deleteArtworkApi;
