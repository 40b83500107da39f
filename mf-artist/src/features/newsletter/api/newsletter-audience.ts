import type { NewsletterAudience } from '@easel/contracts';
import { newsletterApi } from './newsletter-tags';

/** GET /api/newsletter/audience: how many followers a newsletter reaches now, and whether the artist has unlocked it. */
const audienceApi = newsletterApi.injectEndpoints({
  endpoints: (build) => ({
    newsletterAudience: build.query<NewsletterAudience, void>({
      query: () => '/newsletter/audience',
      providesTags: ['Newsletter'],
      // The page shows its own error state with the server's words.
      extraOptions: { toast: false },
    }),
  }),
});

export const { useNewsletterAudienceQuery } = audienceApi;
