import type { PulseStanding, UpvoteAnswer } from '@easel/contracts';
import { ERROR_UPVOTING } from '@easel/contracts';
import { visitorFingerprint } from '@easel/store';
import { communityApi } from '../../../app/community-api';

/** The live week when `week` is absent; a past week's final standing otherwise. */
interface StandingArgs {
  slug: string;
  week?: string;
}

const pulseStandingApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    // The rank is a part of someone else's page: it says it could not be loaded instead of a toast.
    getPulseStanding: build.query<PulseStanding, StandingArgs>({
      query: ({ slug, week }) => ({
        url: `/pulse/art/${encodeURIComponent(slug)}`,
        params: { fp: visitorFingerprint(), ...(week && { week }) },
      }),
      extraOptions: { toast: false },
    }),
    upvoteArtwork: build.mutation<UpvoteAnswer, string>({
      query: (slug) => ({
        url: `/pulse/upvote/${encodeURIComponent(slug)}`,
        method: 'POST',
        params: { fp: visitorFingerprint() },
      }),
      extraOptions: { toastFallback: ERROR_UPVOTING },
      async onQueryStarted(slug, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          pulseStandingApi.util.updateQueryData('getPulseStanding', { slug }, (standing) => {
            standing.isUpvoted = data.isUpvoted;
            standing.totalUpvotes = data.totalUpvotes;
          }),
        );
      },
    }),
  }),
});

export const { useGetPulseStandingQuery, useUpvoteArtworkMutation } = pulseStandingApi;
