import type { SendNewsletterAnswer, SendNewsletterInput } from '@easel/contracts';
import { newsletterApi } from './newsletter-tags';

/** POST /api/newsletter/send: a refusal's message is the call's toast. */
const sendApi = newsletterApi.injectEndpoints({
  endpoints: (build) => ({
    sendNewsletter: build.mutation<SendNewsletterAnswer, SendNewsletterInput>({
      query: (body) => ({ url: '/newsletter/send', method: 'POST', body }),
      invalidatesTags: ['Newsletter'],
      extraOptions: { toastFallback: 'The newsletter could not be sent' },
    }),
  }),
});

export const { useSendNewsletterMutation } = sendApi;
