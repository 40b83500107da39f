import type { ArtistPageAnswer, ArtistPageInput } from '@easel/contracts';
import { artistApi } from '../../../app/artist-api';

const PAGE = 'ArtistPage';

// The page shows its own states (not found, could not be loaded) and the editor its own save error: no toast.
const artistPageApi = artistApi.enhanceEndpoints({ addTagTypes: [PAGE] }).injectEndpoints({
  endpoints: (build) => ({
    artistPage: build.query<ArtistPageAnswer, string>({
      query: (slug) => `/artist/page/${encodeURIComponent(slug)}`,
      providesTags: [PAGE],
      extraOptions: { toast: false },
    }),
    saveArtistPage: build.mutation<{ message: string }, ArtistPageInput>({
      query: (body) => ({ url: '/artist/page', method: 'PUT', body }),
      invalidatesTags: (_answer, error) => (error ? [] : [PAGE]),
      extraOptions: { toast: false },
    }),
  }),
});

export const { useArtistPageQuery, useSaveArtistPageMutation } = artistPageApi;
