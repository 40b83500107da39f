import type { GiftCardSummary } from '@easel/contracts';
import { GIFT_CARDS, giftCardsApi, type GiftCardBody } from './gift-card-tags';

/** PUT /giftcard/edit/:slug; the form shows the server's refusal beside itself, so no toast. */
const editGiftCardApi = giftCardsApi.injectEndpoints({
  endpoints: (build) => ({
    editGiftCard: build.mutation<GiftCardSummary, { slug: string; body: GiftCardBody }>({
      query: ({ slug, body }) => ({ url: `/giftcard/edit/${encodeURIComponent(slug)}`, method: 'PUT', body }),
      invalidatesTags: (_answer, error) => (error ? [] : [GIFT_CARDS]),
      extraOptions: { toast: false },
    }),
  }),
});

export const { useEditGiftCardMutation } = editGiftCardApi;
