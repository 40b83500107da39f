import type { ArtworkCard } from '@easel/contracts';
import { ARTWORKS, catalogApi } from '../../../app/catalog-api';

/** This week's featured artworks in Pulse order; empty when community is not answering. */
const listPulseArtworksApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    listPulseArtworks: build.query<{ artworks: ArtworkCard[] }, void>({
      query: () => '/artworks/pulse',
      providesTags: [ARTWORKS],
    }),
  }),
});

export const { useListPulseArtworksQuery } = listPulseArtworksApi;
