import type { SentNewsletter } from '@easel/contracts';
import { newsletterApi } from './newsletter-tags';

/** GET /api/newsletter/sent: the artist's newsletters, newest first, with their counts. */
const sentApi = newsletterApi.injectEndpoints({
  endpoints: (build) => ({
    sentNewsletters: build.query<SentNewsletter[], void>({
      query: () => '/newsletter/sent',
      providesTags: ['Newsletter'],
      extraOptions: { toast: false },
    }),
  }),
});

export const { useSentNewslettersQuery } = sentApi;
