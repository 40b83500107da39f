import type { ArtworksAnswer, PulseWeekAnswer, PulseWeeksAnswer } from '@easel/contracts';
import { communityApi } from '../../../app/community-api';

/** Catalog answers at most this many artworks at once (listArtworksQuery's slugs). */
export const CARDS_AT_ONCE = 100;

// The archive's pages say themselves when a call fails, so no toast.
const pulseArchiveApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getPulseWeeks: build.query<PulseWeeksAnswer, void>({ query: () => '/pulse/weeks', extraOptions: { toast: false } }),
    getPulseWeek: build.query<PulseWeekAnswer, string>({
      query: (week) => `/pulse/week/${encodeURIComponent(week)}`,
      extraOptions: { toast: false },
    }),
    /** The cards of a week's artworks, from catalog's public list. */
    getArtworkCards: build.query<ArtworksAnswer, string[]>({
      query: (slugs) => ({ url: '/artworks', params: { slugs: slugs.join(','), limit: CARDS_AT_ONCE } }),
      extraOptions: { toast: false },
    }),
  }),
});

export const { useGetPulseWeeksQuery, useGetPulseWeekQuery, useGetArtworkCardsQuery } = pulseArchiveApi;
