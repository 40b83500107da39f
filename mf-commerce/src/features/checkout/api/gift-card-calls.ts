import type { ApplyGiftCodeInput, GiftCardCheckoutAnswer, GiftCodeUse } from '@easel/contracts';
import { commerceApi } from '../../../app/commerce-api';

// The checkout words each refusal itself, beside the field (the artist service's own words for a code).
const quiet = { toast: false } as const;

const giftCardApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    getGiftCardCheckout: build.query<GiftCardCheckoutAnswer, { slug: string; amount: string }>({
      query: ({ slug, amount }) => `/payment/giftcard/${encodeURIComponent(slug)}?amount=${encodeURIComponent(amount)}`,
      extraOptions: quiet,
    }),
    applyGiftCode: build.mutation<GiftCodeUse, ApplyGiftCodeInput>({
      query: (body) => ({ url: '/payment/gift-code/apply', method: 'POST', body }),
      extraOptions: quiet,
    }),
  }),
});

export const { useGetGiftCardCheckoutQuery, useApplyGiftCodeMutation } = giftCardApi;
