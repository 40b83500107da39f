import type { InboxTicketAnswer } from '@easel/contracts';
import { inboxApi } from './inbox-tags';

/** POST /api/inbox/events/ticket: a one-use ticket for the live stream (EventSource cannot carry the bearer header). */
const ticketApi = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    inboxEventTicket: build.mutation<string, void>({
      query: () => ({ url: '/inbox/events/ticket', method: 'POST' }),
      transformResponse: (answer: InboxTicketAnswer) => answer.ticket,
      extraOptions: { toast: false },
    }),
  }),
});

export const { inboxEventTicket } = ticketApi.endpoints;
