import type { InboxThreadAnswer } from '@easel/contracts';
import { INBOX, inboxApi } from './inbox-tags';

/** POST /api/inbox/conversations/:id/messages: a reply; the server's message is toasted on failure. */
const sendReplyApi = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    sendInboxReply: build.mutation<InboxThreadAnswer, { id: string; message: string }>({
      query: ({ id, message }) => ({
        url: `/inbox/conversations/${encodeURIComponent(id)}/messages`,
        method: 'POST',
        body: { message },
      }),
      invalidatesTags: [INBOX],
      extraOptions: { toastFallback: 'Your reply could not be sent, please try again' },
    }),
  }),
});

export const { useSendInboxReplyMutation } = sendReplyApi;
