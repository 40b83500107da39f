import type { ArtworksAnswer } from '@easel/contracts';
import { ARTWORKS, catalogApi } from '../../app/catalog-api';

interface ListArtworksArgs {
  sort?: 'newest' | 'price';
  limit?: number;
  owner?: string;
  slugs?: string[];
}

const listArtworksApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    listArtworks: build.query<ArtworksAnswer, ListArtworksArgs>({
      query: ({ slugs, ...rest }) => ({
        url: '/artworks',
        params: { ...rest, ...(slugs ? { slugs: slugs.join(',') } : {}) },
      }),
      providesTags: [ARTWORKS],
    }),
  }),
});

export const { useListArtworksQuery } = listArtworksApi;
