import type { ArtworksAnswer, OfferRulesAnswer, OrderAnswer, OrderRequestView } from '@easel/contracts';
import { commerceApi } from '../../../app/commerce-api';

const ORDERS = 'SalesOrders';
const REQUESTS = 'SalesRequests';
const RULES = 'OfferRules';

/** The lists say so in place when they cannot be loaded; a toast as well would say it twice. */
const quiet = { toast: false };

type OrderStep = 'ship' | 'deliver' | 'cancel';

/** The artist's side of buying (part B's routes): orders of their works, requests and offers, offer rules. */
const salesApi = commerceApi.enhanceEndpoints({ addTagTypes: [ORDERS, REQUESTS, RULES] }).injectEndpoints({
  endpoints: (build) => ({
    listSalesOrders: build.query<OrderAnswer[], void>({
      query: () => ({ url: '/orders', params: { as: 'artist' } }),
      transformResponse: (answer: { orders: OrderAnswer[] }) => answer.orders,
      providesTags: [ORDERS],
      extraOptions: quiet,
    }),
    /** ship (with its tracking number), deliver, or cancel and refund: only the artist of the works may. */
    stepOrder: build.mutation<unknown, { orderNumber: string; step: OrderStep; trackingNumber?: string }>({
      query: ({ orderNumber, step, trackingNumber }) => ({
        url: `/orders/${encodeURIComponent(orderNumber)}/${step}`,
        method: 'POST',
        body: step === 'ship' ? { trackingNumber } : {},
      }),
      invalidatesTags: [ORDERS],
    }),
    listSalesRequests: build.query<OrderRequestView[], void>({
      query: () => '/orders/requests',
      transformResponse: (answer: { requests: OrderRequestView[] }) => answer.requests,
      providesTags: [REQUESTS],
      extraOptions: quiet,
    }),
    answerRequest: build.mutation<unknown, { id: string; answer: 'accept' | 'decline' | 'counter'; amount?: number }>({
      query: ({ id, ...body }) => ({ url: `/orders/requests/${encodeURIComponent(id)}/answer`, method: 'POST', body }),
      invalidatesTags: [REQUESTS],
    }),
    /** The artist's works, for their offer rules (catalog's GET /artworks?owner=). */
    listOwnArtworks: build.query<ArtworksAnswer['artworks'], string>({
      query: (owner) => ({ url: '/artworks', params: { owner, limit: 100 } }),
      transformResponse: (answer: ArtworksAnswer) => answer.artworks,
      extraOptions: quiet,
    }),
    getOfferRules: build.query<OfferRulesAnswer, string>({
      query: (slug) => `/orders/offer-rules/${encodeURIComponent(slug)}`,
      providesTags: (_answer, _error, slug) => [{ type: RULES, id: slug }],
      extraOptions: quiet,
    }),
    saveOfferRules: build.mutation<OfferRulesAnswer, { slug: string; floor?: number; acceptAt?: number }>({
      query: ({ slug, ...body }) => ({ url: `/orders/offer-rules/${encodeURIComponent(slug)}`, method: 'PUT', body }),
      invalidatesTags: (_answer, _error, { slug }) => [{ type: RULES, id: slug }],
    }),
  }),
});

export const {
  useListSalesOrdersQuery,
  useStepOrderMutation,
  useListSalesRequestsQuery,
  useAnswerRequestMutation,
  useListOwnArtworksQuery,
  useGetOfferRulesQuery,
  useSaveOfferRulesMutation,
} = salesApi;
