/** One side of a conversation: the artist, or the fan or buyer who wrote ('party'). */
export type Side = 'artist' | 'party';

/** A conversation between an artist (by user id: slugs change) and a user or a visitor known by e-mail. */
export interface Conversation {
  id: string;
  artistId: string;
  artistSlug: string;
  artistName: string;
  /** 'user:<id>' or 'email:<address>': who the other party is, whatever name they give. */
  party: string;
  partyUserId: string | null;
  partyEmail: string;
  partyName: string;
  artistUnread: number;
  partyUnread: number;
  lastMessage: string;
  lastMessageAt: Date;
}

export interface ConversationMessage {
  id: string;
  conversationId: string;
  author: Side;
  kind: 'message' | 'order-request';
  body: string;
  artwork: MessageArtwork | null;
  createdAt: Date;
}

/** The work a message was written from or a request is about, as catalog named it then (image: its picture, if known). */
export interface MessageArtwork {
  slug: string;
  title: string;
  image: string | null;
}

/** Who starts or continues a conversation with an artist. */
export interface Party {
  key: string;
  userId: string | null;
  email: string;
  name: string;
}

export const userParty = (user: { id: string; email: string; name: string }): Party => ({
  key: `user:${user.id}`,
  userId: user.id,
  email: user.email,
  name: user.name,
});
export const visitorParty = (email: string): Party => ({
  key: `email:${email.toLowerCase()}`,
  userId: null,
  email,
  name: email,
});

/** The reader's side of a conversation, or undefined when it is not theirs. */
export function sideOf(conversation: Conversation, userId: string): Side | undefined {
  if (conversation.artistId === userId) return 'artist';
  if (conversation.partyUserId === userId) return 'party';
  return undefined;
}
