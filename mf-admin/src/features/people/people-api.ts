import { type AdminActionInput } from '@easel/contracts';
import type { PeoplePage, PeopleSearchQuery, PersonArtworks, PersonDetails, PersonOrders } from '@easel/contracts';
import { adminApi } from '../../app/admin-api';

const PERSON = 'Person';
// Each page shows its own refusal (the reason's dialog, a section's error): no toast as well.
const quiet = { toast: false };
const personUrl = (id: string) => `admin/people/${encodeURIComponent(id)}`;

type PersonAction = AdminActionInput & { id: string };

const peopleApi = adminApi.enhanceEndpoints({ addTagTypes: [PERSON] }).injectEndpoints({
  endpoints: (build) => ({
    people: build.query<PeoplePage, PeopleSearchQuery>({
      query: ({ q, page }) => `admin/people?${new URLSearchParams({ q, page: String(page) })}`,
      extraOptions: quiet,
      providesTags: [PERSON],
    }),
    person: build.query<PersonDetails, string>({ query: personUrl, extraOptions: quiet, providesTags: [PERSON] }),
    personArtworks: build.query<PersonArtworks, string>({
      query: (id) => `${personUrl(id)}/artworks`,
      extraOptions: quiet,
      providesTags: [PERSON],
    }),
    personOrders: build.query<PersonOrders, string>({ query: (id) => `${personUrl(id)}/orders`, extraOptions: quiet }),
    suspendPerson: build.mutation<{ person: PersonDetails }, PersonAction>({
      query: ({ id, reason }) => ({ url: `${personUrl(id)}/suspend`, method: 'POST', body: { reason } }),
      extraOptions: quiet,
      invalidatesTags: [PERSON],
    }),
    restorePerson: build.mutation<{ person: PersonDetails }, PersonAction>({
      query: ({ id, reason }) => ({ url: `${personUrl(id)}/restore`, method: 'POST', body: { reason } }),
      extraOptions: quiet,
      invalidatesTags: [PERSON],
    }),
    sendPasswordReset: build.mutation<{ email: string }, PersonAction>({
      query: ({ id, reason }) => ({ url: `${personUrl(id)}/password-reset`, method: 'POST', body: { reason } }),
      extraOptions: quiet,
    }),
  }),
});

export const {
  usePeopleQuery,
  usePersonQuery,
  usePersonArtworksQuery,
  usePersonOrdersQuery,
  useSuspendPersonMutation,
  useRestorePersonMutation,
  useSendPasswordResetMutation,
} = peopleApi;
