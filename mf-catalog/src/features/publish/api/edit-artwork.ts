import type { ArtworkAnswer, ArtworkDetail, ArtworkInputPayload, ArtworkPageAnswer } from '@easel/contracts';
import { ARTWORKS, catalogApi } from '../../../app/catalog-api';

// Both failures are shown on the page (No Art Found, or beside the form), so the base query shows no toast.
const editArtworkApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getArtworkToEdit: build.query<ArtworkDetail, string>({
      query: (slug) => `/artwork/get/${encodeURIComponent(slug)}`,
      transformResponse: (answer: ArtworkPageAnswer) => answer.art,
      // No tag: a save or a delete, invalidating, would ask for it again while the form is open (after a delete, a 404).
      // It is read afresh each time the form opens instead, and dropped once the form is left.
      keepUnusedDataFor: 0,
      extraOptions: { toast: false },
    }),
    editArtwork: build.mutation<ArtworkAnswer, { slug: string; body: ArtworkInputPayload }>({
      query: ({ slug, body }) => ({ url: `/artwork/edit/${encodeURIComponent(slug)}`, method: 'PUT', body }),
      invalidatesTags: (_answer, error) => (error ? [] : [ARTWORKS]),
      extraOptions: { toast: false },
    }),
  }),
});

export const { useGetArtworkToEditQuery, useEditArtworkMutation } = editArtworkApi;
