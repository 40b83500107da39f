import type { ArtworkPageAnswer } from '@easel/contracts';
import { visitorFingerprint } from '@easel/store';
import { communityApi } from '../../../app/community-api';

const featuredArtworkApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    // Catalog's artwork answer; an unknown artwork is the page's own state ('No Art Found'), not a toast.
    getFeaturedArtwork: build.query<ArtworkPageAnswer, string>({
      query: (slug) => ({ url: `/artwork/get/${encodeURIComponent(slug)}`, params: { fp: visitorFingerprint() } }),
      extraOptions: { toast: false },
    }),
  }),
});

export const { useGetFeaturedArtworkQuery } = featuredArtworkApi;
