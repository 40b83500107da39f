import type { MessageAnswer } from '@easel/contracts';
import { catalogApi } from '../../../app/catalog-api';

// A refusal is shown as the base query's error toast, over the confirm dialog.
const deleteArtworkApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    deleteArtwork: build.mutation<MessageAnswer, string>({
      query: (slug) => ({ url: `/artwork/${encodeURIComponent(slug)}`, method: 'DELETE' }),
    }),
  }),
});

export const { useDeleteArtworkMutation } = deleteArtworkApi;
