import type { ArtworkCard } from '@easel/contracts/src/catalog';
import { catalogApi } from '../../../app/catalog-api';

/** This week's featured artworks in Pulse order; empty when community is not answering. */
const listPulseArtworksApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    listPulseArtworks: build.query<{ artworks: ArtworkCard[] }, void>({ query: () => '/artworks/pulse' }),
  }),
});

export const { useListPulseArtworksQuery } = listPulseArtworksApi;
