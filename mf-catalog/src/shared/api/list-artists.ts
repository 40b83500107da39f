import type { ArtistCard } from '@easel/contracts';
import { ARTWORKS, catalogApi } from '../../app/catalog-api';

const listArtistsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    // Optional on the page: a failure shows no toast, the page falls back quietly.
    listArtists: build.query<{ artists: ArtistCard[] }, { limit?: number; slugs?: string[] }>({
      query: ({ slugs, ...rest }) => ({
        url: '/artists',
        params: { ...rest, ...(slugs ? { slugs: slugs.join(',') } : {}) },
      }),
      providesTags: [ARTWORKS],
      extraOptions: { toast: false },
    }),
  }),
});

export const { useListArtistsQuery } = listArtistsApi;
