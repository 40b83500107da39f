import type {
  CreatePaymentIntentAnswer,
  CreatePaymentIntentInput,
  FinalizeAnswer,
  FinalizeInput,
  LocalConfirmAnswer,
  LocalConfirmInput,
  OfferCheckoutAnswer,
  PaymentConfigAnswer,
} from '@easel/contracts';
import { commerceApi } from '../../../app/commerce-api';

// The payment steps fail quietly here: the checkout words each failure itself (spec §8).
const quiet = { toast: false } as const;

const checkoutApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PaymentConfigAnswer, void>({ query: () => '/payment/config', extraOptions: quiet }),
    getOfferCheckout: build.query<OfferCheckoutAnswer, string>({
      query: (token) => `/orders/offer/${encodeURIComponent(token)}`,
      extraOptions: quiet,
    }),
    createPaymentIntent: build.mutation<Partial<CreatePaymentIntentAnswer>, CreatePaymentIntentInput>({
      query: (body) => ({ url: '/payment/create-payment-intent', method: 'POST', body }),
      extraOptions: quiet,
    }),
    confirmLocalPayment: build.mutation<LocalConfirmAnswer, LocalConfirmInput>({
      query: (body) => ({ url: '/payment/local/confirm', method: 'POST', body }),
      extraOptions: quiet,
    }),
    authenticateLocalPayment: build.mutation<LocalConfirmAnswer, { clientSecret: string; approve: boolean }>({
      query: (body) => ({ url: '/payment/local/authenticate', method: 'POST', body }),
      extraOptions: quiet,
    }),
    finalizePayment: build.mutation<FinalizeAnswer, FinalizeInput>({
      query: (body) => ({ url: '/payment/finalize', method: 'POST', body }),
      extraOptions: quiet,
    }),
  }),
});

export const {
  useGetPaymentConfigQuery,
  useGetOfferCheckoutQuery,
  useCreatePaymentIntentMutation,
  useConfirmLocalPaymentMutation,
  useAuthenticateLocalPaymentMutation,
  useFinalizePaymentMutation,
} = checkoutApi;
