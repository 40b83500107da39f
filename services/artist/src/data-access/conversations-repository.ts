import { isUuid } from '@easel/contracts';
import type { Db, EventWriter, Outbox } from '@easel/service-kit';
import type { Knex } from 'knex';
import type { Conversation, ConversationMessage, MessageArtwork, Party, Side } from '../domain/conversation';

interface ConversationRow {
  id: string;
  artist_id: string;
  artist_slug: string;
  artist_name: string;
  party: string;
  party_user_id: string | null;
  party_email: string;
  party_name: string;
  artist_unread: number;
  party_unread: number;
  last_message: string;
  last_message_at: Date;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  author: Side;
  kind: ConversationMessage['kind'];
  body: string;
  art_slug: string | null;
  art_title: string | null;
  art_image: string | null;
  created_at: Date;
}

const toConversation = (row: ConversationRow): Conversation => ({
  id: row.id,
  artistId: row.artist_id,
  artistSlug: row.artist_slug,
  artistName: row.artist_name,
  party: row.party,
  partyUserId: row.party_user_id,
  partyEmail: row.party_email,
  partyName: row.party_name,
  artistUnread: Number(row.artist_unread),
  partyUnread: Number(row.party_unread),
  lastMessage: row.last_message,
  lastMessageAt: new Date(row.last_message_at),
});

const toMessage = (row: MessageRow): ConversationMessage => ({
  id: row.id,
  conversationId: row.conversation_id,
  author: row.author,
  kind: row.kind,
  body: row.body,
  artwork: row.art_slug ? { slug: row.art_slug, title: row.art_title ?? row.art_slug, image: row.art_image } : null,
  createdAt: new Date(row.created_at),
});

interface NewMessage {
  author: Side;
  kind: ConversationMessage['kind'];
  body: string;
  artwork?: MessageArtwork | null;
  /** Set for commerce's order requests: the same request never lands twice. */
  orderRequestId?: string;
  createdAt: Date;
}

interface ArtistOfConversation {
  id: string;
  slug: string;
  name: string;
}

const LIST_LIMIT = 100;
const THREAD_LIMIT = 500;
const unreadColumn = (side: Side) => (side === 'artist' ? 'artist_unread' : 'party_unread');

function repositoryOn(db: Knex) {
  return {
    /** The conversation of this artist and party, made on their first message (sent at `firstAt`); names kept fresh. */
    async open(artist: ArtistOfConversation, party: Party, firstAt?: Date): Promise<Conversation> {
      const [row] = await db('conversations')
        .insert({
          artist_id: artist.id,
          artist_slug: artist.slug,
          artist_name: artist.name,
          party: party.key,
          party_user_id: party.userId,
          party_email: party.email,
          party_name: party.name,
          // An old message moved in later must not sort as new.
          last_message_at: firstAt ?? db.fn.now(),
        })
        .onConflict(['artist_id', 'party'])
        .merge(['artist_slug', 'artist_name', 'party_email', 'party_name'])
        .returning('*');
      return toConversation(row as ConversationRow);
    },

    /** Adds a message and counts it unread for the other side; undefined when this order request is there already. */
    async add(conversationId: string, message: NewMessage): Promise<ConversationMessage | undefined> {
      const inserted = await db('conversation_messages')
        .insert({
          conversation_id: conversationId,
          author: message.author,
          kind: message.kind,
          body: message.body,
          art_slug: message.artwork?.slug ?? null,
          art_title: message.artwork?.title ?? null,
          art_image: message.artwork?.image ?? null,
          order_request_id: message.orderRequestId ?? null,
          created_at: message.createdAt,
        })
        .onConflict('order_request_id')
        .ignore()
        .returning('*');
      if (!inserted.length) return undefined;
      const reader = message.author === 'artist' ? 'party' : 'artist';
      await db('conversations')
        .where({ id: conversationId })
        .update({
          [unreadColumn(reader)]: db.raw('?? + 1', [unreadColumn(reader)]),
          last_message: message.body.slice(0, 200),
          last_message_at: db.raw('greatest(last_message_at, ?)', [message.createdAt]),
        });
      return toMessage(inserted[0] as MessageRow);
    },

    async find(id: string): Promise<Conversation | undefined> {
      // A uuid column refuses other text with an error; a malformed id is simply no conversation.
      if (!isUuid(id)) return undefined;
      const row = await db('conversations').where({ id }).first();
      return row && toConversation(row as ConversationRow);
    },

    /** The user's conversations, as artist or as the other party, newest first. */
    async listFor(userId: string): Promise<Conversation[]> {
      const rows = await db('conversations')
        .where({ artist_id: userId })
        .orWhere({ party_user_id: userId })
        .orderBy([{ column: 'last_message_at', order: 'desc' }, 'id'])
        .limit(LIST_LIMIT);
      return (rows as ConversationRow[]).map(toConversation);
    },

    /** A message with its conversation: what a reply's mail is written from. */
    async messageWithConversation(
      messageId: string,
    ): Promise<{ message: ConversationMessage; conversation: Conversation } | undefined> {
      if (!isUuid(messageId)) return undefined;
      const row = await db('conversation_messages').where({ id: messageId }).first();
      const conversation = row && (await db('conversations').where({ id: row.conversation_id }).first());
      return (
        conversation && {
          message: toMessage(row as MessageRow),
          conversation: toConversation(conversation as ConversationRow),
        }
      );
    },

    async messages(conversationId: string): Promise<ConversationMessage[]> {
      const rows = await db('conversation_messages')
        .where({ conversation_id: conversationId })
        .orderBy([{ column: 'created_at', order: 'desc' }, 'id'])
        .limit(THREAD_LIMIT);
      return (rows as MessageRow[]).map(toMessage).reverse();
    },

    async markRead(conversationId: string, side: Side): Promise<void> {
      await db('conversations')
        .where({ id: conversationId })
        .update({ [unreadColumn(side)]: 0 });
    },

    /** Whether any popup message still waits outside the conversations (see the 004 migration). */
    async legacyLeft(): Promise<boolean> {
      return Boolean(await db('messages').first('id'));
    },

    /** The popup's old messages kept for this slug, taken out to be moved into conversations. */
    async takeLegacy(
      artistSlug: string,
    ): Promise<{ fromEmail: string; message: string; createdAt: Date; read: boolean }[]> {
      const rows: { from_email: string; message: string; created_at: Date; read_at: Date | null }[] = await db(
        'messages',
      )
        .where({ artist_slug: artistSlug })
        .delete()
        .returning(['from_email', 'message', 'created_at', 'read_at']);
      return rows
        .map((row) => ({
          fromEmail: row.from_email,
          message: row.message,
          createdAt: new Date(row.created_at),
          read: row.read_at !== null,
        }))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    /** Everything unread for the user, on both sides. */
    async unreadFor(userId: string): Promise<number> {
      const [row] = await db('conversations').select(
        db.raw(
          'coalesce(sum(case when artist_id = ? then artist_unread else 0 end) + sum(case when party_user_id = ? then party_unread else 0 end), 0) as n',
          [userId, userId],
        ),
      );
      return Number((row as { n: string | number } | undefined)?.n ?? 0);
    },
  };
}

export type ConversationsRepository = ReturnType<typeof repositoryOn>;

/** The conversations, and a unit of work that writes them and the outbox's events in one transaction. */
export function createConversationsRepository(db: Db, outbox: Pick<Outbox, 'write'>) {
  return {
    ...repositoryOn(db),
    transaction<T>(work: (repo: ConversationsRepository, events: EventWriter) => Promise<T>): Promise<T> {
      return db.transaction((trx) =>
        work(repositoryOn(trx), { write: (type, payload) => outbox.write(trx, type, payload) }),
      );
    },
  };
}

export type Conversations = ReturnType<typeof createConversationsRepository>;
