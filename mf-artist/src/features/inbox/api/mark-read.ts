import { INBOX, inboxApi } from './inbox-tags';

/** POST /api/inbox/conversations/:id/read: reading a conversation clears its unread count. */
const markReadApi = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    markConversationRead: build.mutation<void, string>({
      query: (id) => ({ url: `/inbox/conversations/${encodeURIComponent(id)}/read`, method: 'POST' }),
      invalidatesTags: [INBOX],
      // Quiet: the next visit tries again, and nothing the reader did is lost.
      extraOptions: { toast: false },
    }),
  }),
});

export const { useMarkConversationReadMutation } = markReadApi;
