import type { InboxThreadAnswer } from '@easel/contracts';
import { INBOX, inboxApi } from './inbox-tags';

/** GET /api/inbox/conversations/:id: one conversation's messages, oldest first. */
const conversationApi = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    inboxThread: build.query<InboxThreadAnswer, string>({
      query: (id) => `/inbox/conversations/${encodeURIComponent(id)}`,
      providesTags: [INBOX],
      extraOptions: { toast: false },
    }),
  }),
});

export const { useInboxThreadQuery } = conversationApi;
