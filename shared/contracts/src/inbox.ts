import { MESSAGE_BODY_MAX } from './artist-message';
import { z } from './messages';

/** The messenger, /inbox: conversations between an artist and a fan or buyer (a user, or a visitor known by e-mail). */

const BLANK_REPLY = 'Please enter a message';

/** POST /inbox/conversations/:id/messages: a reply, as long as a message may be. */
export const inboxReplyInput = z.object({
  message: z
    .string({ error: BLANK_REPLY })
    .max(MESSAGE_BODY_MAX, `Message must be at most ${MESSAGE_BODY_MAX} characters`)
    .refine((text) => text.trim().length > 0, BLANK_REPLY),
});
export type InboxReplyInput = z.infer<typeof inboxReplyInput>;

const ORDER_REQUEST_OPTIONS = ['buy', 'offer', 'Commission', 'Inquire Price'] as const;

/** POST /internal/inbox/order-requests: commerce's news of an order request, once per request id (redeliveries are ignored). */
export const inboxOrderRequestInput = z.object({
  requestId: z.string().min(1).max(100),
  artistId: z.string().min(1).max(100),
  userId: z.string().min(1).max(100).nullable(),
  email: z.string().trim().min(1).max(320),
  artSlug: z.string().min(1).max(200),
  artTitle: z.string().min(1).max(300),
  buyOption: z.enum(ORDER_REQUEST_OPTIONS),
  /** The offer, already written with its currency ("€1,200"); null unless buyOption is offer. */
  offer: z.string().max(50).nullable(),
  message: z.string().max(5000),
  createdAt: z.iso.datetime({ offset: true }),
});
export type InboxOrderRequestInput = z.infer<typeof inboxOrderRequestInput>;

/** Who wrote a message, from the reader's side. */
type InboxAuthor = 'me' | 'them';

export interface InboxConversation {
  id: string;
  /** The other party's name as the reader should see it (a name, or a visitor's e-mail). */
  withName: string;
  /** The artist's page when the other party is the artist; null when the reader is the artist. */
  withArtistSlug: string | null;
  /** The reader is the artist of this conversation (the other party is a fan or buyer). */
  asArtist: boolean;
  /** The other party is a visitor: replies go by e-mail. */
  byEmail: boolean;
  lastMessage: string;
  lastMessageAt: string;
  unread: number;
}

/** A work as catalog named it when the message came: image is its featured picture (/api/media/…), null when unknown. */
export interface InboxArtwork {
  slug: string;
  title: string;
  image: string | null;
}

export interface InboxMessage {
  id: string;
  from: InboxAuthor;
  kind: 'message' | 'order-request';
  body: string;
  /** The work a message was written from, or an order request is about; null for the rest (replies, old messages). */
  artwork: InboxArtwork | null;
  createdAt: string;
}

export interface InboxConversationsAnswer {
  conversations: InboxConversation[];
  unread: number;
}

export interface InboxThreadAnswer {
  conversation: InboxConversation;
  messages: InboxMessage[];
}

export interface InboxUnreadAnswer {
  unread: number;
}

export interface InboxTicketAnswer {
  ticket: string;
}

/** The server-sent event that tells a listener their inbox changed; the page then asks again for what it shows. */
export const INBOX_EVENT = 'inbox';
export interface InboxLiveEvent {
  conversationId: string;
  unread: number;
}
