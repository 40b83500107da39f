import type { InboxConversationsAnswer } from '@easel/contracts';
import { INBOX, inboxApi } from './inbox-tags';

/** GET /api/inbox/conversations: the signed-in user's conversations, newest first, with their unread counts. */
const conversationsApi = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    inboxConversations: build.query<InboxConversationsAnswer, void>({
      query: () => '/inbox/conversations',
      providesTags: [INBOX],
      // The page says a failure in place; a toast as well would say it twice.
      extraOptions: { toast: false },
    }),
  }),
});

export const { useInboxConversationsQuery } = conversationsApi;
