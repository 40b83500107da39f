import type { GiftCardSummary } from '@easel/contracts';
import { GIFT_CARDS, giftCardsApi, type GiftCardBody } from './gift-card-tags';

/** POST /giftcard/new; the form shows the server's refusal beside itself, so no toast. */
const createGiftCardApi = giftCardsApi.injectEndpoints({
  endpoints: (build) => ({
    createGiftCard: build.mutation<GiftCardSummary, GiftCardBody>({
      query: (body) => ({ url: '/giftcard/new', method: 'POST', body }),
      invalidatesTags: (_answer, error) => (error ? [] : [GIFT_CARDS]),
      extraOptions: { toast: false },
    }),
  }),
});

export const { useCreateGiftCardMutation } = createGiftCardApi;
