import type { SearchAnswer } from '@easel/contracts';
import { ARTWORKS, catalogApi } from '../../../app/catalog-api';

/** The URL's search parameters, passed on as they are (the service checks them). */
type SearchParamsRecord = Record<string, string>;

const searchApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    searchArtworks: build.query<SearchAnswer, SearchParamsRecord>({
      query: (params) => ({ url: '/search', params }),
      providesTags: [ARTWORKS],
    }),
  }),
});

export const { useSearchArtworksQuery } = searchApi;
