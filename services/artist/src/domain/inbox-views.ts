import type { InboxConversation, InboxMessage } from '@easel/contracts';
import type { Conversation, ConversationMessage, Side } from './conversation';

/** A conversation as its reader sees it: the other party's name, the reader's own unread count. */
export function conversationView(conversation: Conversation, side: Side): InboxConversation {
  const asArtist = side === 'artist';
  return {
    id: conversation.id,
    withName: asArtist ? conversation.partyName : conversation.artistName,
    withArtistSlug: asArtist ? null : conversation.artistSlug,
    asArtist,
    byEmail: asArtist && conversation.partyUserId === null,
    lastMessage: conversation.lastMessage,
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    unread: asArtist ? conversation.artistUnread : conversation.partyUnread,
  };
}

export function messageView(message: ConversationMessage, side: Side): InboxMessage {
  return {
    id: message.id,
    from: message.author === side ? 'me' : 'them',
    kind: message.kind,
    body: message.body,
    artwork: message.artwork,
    createdAt: message.createdAt.toISOString(),
  };
}
