import { giftCardsApi } from './gift-card-tags';

interface GiftCardUnlock {
  artworks: number;
  unlocked: boolean;
}

/** GET /giftcard/unlock: the artist's artwork count as identity has it now (the session's copy may be older). */
const giftCardUnlockApi = giftCardsApi.injectEndpoints({
  endpoints: (build) => ({
    giftCardUnlock: build.query<GiftCardUnlock, void>({
      query: () => '/giftcard/unlock',
      keepUnusedDataFor: 0,
      extraOptions: { toast: false },
    }),
  }),
});

export const { useGiftCardUnlockQuery } = giftCardUnlockApi;
