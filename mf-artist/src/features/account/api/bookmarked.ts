import type { ArtistCard, ArtworksAnswer } from '@easel/contracts';
import { artistApi } from '../../../app/artist-api';

/** The catalog's cards for the account's bookmarks: a few artworks (GET /artworks?slugs=) and artists (GET /artists?slugs=). */
const bookmarkedApi = artistApi.injectEndpoints({
  endpoints: (build) => ({
    bookmarkedArtworks: build.query<ArtworksAnswer, string[]>({
      query: (slugs) => ({ url: '/artworks', params: { slugs: slugs.join(','), limit: slugs.length } }),
      extraOptions: { toast: false },
    }),
    bookmarkedArtists: build.query<{ artists: ArtistCard[] }, string[]>({
      query: (slugs) => ({ url: '/artists', params: { slugs: slugs.join(','), limit: slugs.length } }),
      extraOptions: { toast: false },
    }),
  }),
});

export const { useBookmarkedArtworksQuery, useBookmarkedArtistsQuery } = bookmarkedApi;
