import type { ArtworkAnswer, ArtworkDetail, ArtworkInputPayload, ArtworkPageAnswer } from '@easel/contracts/src/catalog';
import { ARTWORKS, catalogApi } from '../../../app/catalog-api';

// Both failures are shown on the page (No Art Found, or beside the form), so the base query shows no toast.
const editArtworkApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getArtworkToEdit: build.query<ArtworkDetail, string>({
      query: (slug) => `/artwork/get/${encodeURIComponent(slug)}`,
      transformResponse: (answer: ArtworkPageAnswer) => answer.art,
      providesTags: [ARTWORKS],
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
