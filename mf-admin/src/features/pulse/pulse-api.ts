import { type AdminActionInput } from '@easel/contracts';
import type { AdminPulseState, AdminPulseVotingInput, AdminPulseWeek } from '@easel/contracts';
import { adminApi } from '../../app/admin-api';

const PULSE = 'Pulse';
// The dialog that asked for the reason shows a refusal itself: no toast as well.
const quiet = { toast: false };

const pulseApi = adminApi.enhanceEndpoints({ addTagTypes: [PULSE] }).injectEndpoints({
  endpoints: (build) => ({
    pulseState: build.query<AdminPulseState, void>({ query: () => 'admin/pulse', providesTags: [PULSE] }),
    pulseWeek: build.query<AdminPulseWeek, string>({
      query: (week) => ({ url: `admin/pulse/weeks/${encodeURIComponent(week)}` }),
      // A week without a ranking yet answers 404: the page says so, a toast would only repeat it.
      extraOptions: quiet,
      providesTags: [PULSE],
    }),
    setPulseVoting: build.mutation<AdminPulseState, AdminPulseVotingInput>({
      query: (body) => ({ url: 'admin/pulse/voting', method: 'PUT', body }),
      extraOptions: quiet,
      invalidatesTags: [PULSE],
    }),
    recomputePulseWeek: build.mutation<AdminPulseWeek, AdminActionInput & { week: string }>({
      query: ({ week, ...body }) => ({
        url: `admin/pulse/weeks/${encodeURIComponent(week)}/recompute`,
        method: 'POST',
        body,
      }),
      extraOptions: quiet,
      invalidatesTags: [PULSE],
    }),
  }),
});

export const { usePulseStateQuery, usePulseWeekQuery, useSetPulseVotingMutation, useRecomputePulseWeekMutation } =
  pulseApi;
