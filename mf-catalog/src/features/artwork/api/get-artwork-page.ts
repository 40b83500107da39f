import type { ArtworkPageAnswer } from '@easel/contracts';
import { visitorFingerprint } from '@easel/store';
import { ARTWORKS, catalogApi } from '../../../app/catalog-api';

const artworkPageApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getArtworkPage: build.query<ArtworkPageAnswer, string>({
      query: (slug) => ({ url: `/artwork/get/${encodeURIComponent(slug)}`, params: { fp: visitorFingerprint() } }),
      providesTags: [ARTWORKS],
    }),
  }),
});

export const { useGetArtworkPageQuery } = artworkPageApi;
