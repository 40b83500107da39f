import type {
  CartLinesAnswer,
  CreatePaymentIntentAnswer,
  CreatePaymentIntentInput,
  FinalizeAnswer,
  FinalizeInput,
  LocalConfirmAnswer,
  LocalConfirmInput,
  PaymentProviderName,
} from '@easel/contracts/src/commerce';
import { commerceApi } from '../../../app/commerce-api';

interface PaymentConfig {
  provider: PaymentProviderName;
  publishableKey: string | null;
}

/** An accepted offer's checkout (GET /orders/offer/:token): its one artwork at the agreed price. */
interface OfferCheckout {
  slug: string;
  title: string;
  price: number;
  currency: string;
  expiresAt: string;
}

// The payment steps fail quietly here: the checkout words each failure itself (spec §8).
const quiet = { toast: false } as const;

const checkoutApi = commerceApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PaymentConfig, void>({ query: () => '/payment/config', extraOptions: quiet }),
    getCheckoutLines: build.query<CartLinesAnswer, { slugs: string[]; intent: string | null }>({
      query: ({ slugs, intent }) => ({ url: '/cart/lines', params: { slugs: slugs.join(','), ...(intent ? { intent } : {}) } }),
      extraOptions: quiet,
    }),
    getOfferCheckout: build.query<OfferCheckout, string>({
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
  useGetCheckoutLinesQuery,
  useGetOfferCheckoutQuery,
  useCreatePaymentIntentMutation,
  useConfirmLocalPaymentMutation,
  useAuthenticateLocalPaymentMutation,
  useFinalizePaymentMutation,
} = checkoutApi;
