import type { InboxUnreadAnswer } from '@easel/contracts';
import { INBOX, inboxApi } from './inbox-tags';

/** GET /api/inbox/unread: the header's count. */
const unreadApi = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    inboxUnread: build.query<number, void>({
      query: () => '/inbox/unread',
      transformResponse: (answer: InboxUnreadAnswer) => answer.unread,
      providesTags: [INBOX],
      // The header stays quiet: without a count the icon is still a link to /inbox.
      extraOptions: { toast: false },
    }),
  }),
});

export const { useInboxUnreadQuery } = unreadApi;
