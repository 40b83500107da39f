import type { GiftCardListAnswer } from '@easel/contracts';
import { GIFT_CARDS, giftCardsApi } from './gift-card-tags';

/** GET /giftcard/list: everyone's published cards, newest first; the list shows its own error state. */
const giftCardListApi = giftCardsApi.injectEndpoints({
  endpoints: (build) => ({
    giftCardList: build.query<GiftCardListAnswer, { limit: number }>({
      query: ({ limit }) => ({ url: '/giftcard/list', params: { limit } }),
      providesTags: [GIFT_CARDS],
      extraOptions: { toast: false },
    }),
  }),
});

export const { useGiftCardListQuery } = giftCardListApi;
