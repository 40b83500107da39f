import type { GiftCardListAnswer } from '@easel/contracts';
import { artistApi } from '../../../app/artist-api';

/** The artist's gift cards (GET /giftcard/list?artist=); a failing call is taken as "no card yet", so no toast. */
const artistGiftCardApi = artistApi.injectEndpoints({
  endpoints: (build) => ({
    artistGiftCards: build.query<GiftCardListAnswer, string>({
      query: (artist) => ({ url: '/giftcard/list', params: { artist, limit: 20 } }),
      extraOptions: { toast: false },
    }),
  }),
});

export const { useArtistGiftCardsQuery } = artistGiftCardApi;
