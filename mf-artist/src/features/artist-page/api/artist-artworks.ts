import type { ArtworksAnswer } from '@easel/contracts';
import { artistApi } from '../../../app/artist-api';

/** The catalog's GET /artworks?owner= : an artist's works, newest first (a gallery holds up to 100). */
const artistArtworksApi = artistApi.injectEndpoints({
  endpoints: (build) => ({
    artistArtworks: build.query<ArtworksAnswer, string>({
      query: (slug) => ({ url: '/artworks', params: { owner: slug, limit: 100 } }),
      extraOptions: { toastFallback: 'The artworks could not be loaded' },
    }),
  }),
});

export const { useArtistArtworksQuery } = artistArtworksApi;
