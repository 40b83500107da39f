import type { GiftCardSummary } from '@easel/contracts';
import { GIFT_CARDS, giftCardsApi } from './gift-card-tags';

/** GET /giftcard/get/:slug: a published card, or the owner's draft; the page shows its own states, so no toast. */
// Asked again on each visit: whether the card is the visitor's own (mine) changes when they sign in or out.
const giftCardApi = giftCardsApi.injectEndpoints({
  endpoints: (build) => ({
    giftCard: build.query<GiftCardSummary, string>({
      query: (slug) => `/giftcard/get/${encodeURIComponent(slug)}`,
      providesTags: [GIFT_CARDS],
      keepUnusedDataFor: 0,
      extraOptions: { toast: false },
    }),
  }),
});

export const { useGiftCardQuery } = giftCardApi;
