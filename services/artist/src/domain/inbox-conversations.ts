import type { InboxConversationsAnswer, InboxReplyInput, InboxThreadAnswer } from '@easel/contracts';
import { NotFoundError } from '@easel/service-kit';
import { sideOf, visitorParty, type Conversation, type Side } from './conversation';
import type { InboxDeps } from './inbox-deps';
import { INBOX_REPLY_MAIL } from './inbox-events';
import { conversationView, messageView } from './inbox-views';

// The same answer whether the conversation does not exist or is someone else's: ids are not for guessing.
const NOT_FOUND = 'Conversation not found';

async function readerOf(
  deps: InboxDeps,
  userId: string,
  conversationId: string,
): Promise<{ conversation: Conversation; side: Side }> {
  const conversation = await deps.conversations.find(conversationId);
  const side = conversation && sideOf(conversation, userId);
  if (!conversation || !side) throw new NotFoundError(NOT_FOUND);
  return { conversation, side };
}

/** The user's conversations, as an artist with fans and buyers and as a fan with the artists they wrote to, newest first. */
export async function listInbox(deps: InboxDeps, userId: string): Promise<InboxConversationsAnswer> {
  await adoptLegacyMessages(deps, userId);
  const conversations = await deps.conversations.listFor(userId);
  const views = conversations.map((conversation) => conversationView(conversation, sideOf(conversation, userId)!));
  return { conversations: views, unread: views.reduce((sum, view) => sum + view.unread, 0) };
}

export async function readThread(deps: InboxDeps, userId: string, conversationId: string): Promise<InboxThreadAnswer> {
  const { conversation, side } = await readerOf(deps, userId, conversationId);
  const messages = await deps.conversations.messages(conversation.id);
  return {
    conversation: conversationView(conversation, side),
    messages: messages.map((message) => messageView(message, side)),
  };
}

/** Reading a conversation clears the reader's unread count; their other open pages hear of it. */
export async function markRead(deps: InboxDeps, userId: string, conversationId: string): Promise<void> {
  const { conversation, side } = await readerOf(deps, userId, conversationId);
  await deps.conversations.markRead(conversation.id, side);
  deps.channel.publish({ userId, conversationId: conversation.id });
}

/**
 * A reply: to a signed-in party in their own inbox, to a visitor by e-mail through the outbox (written with the reply,
 * so it leaves once the reply is kept, and only then). Replying reads the conversation.
 */
export async function reply(
  deps: InboxDeps,
  userId: string,
  conversationId: string,
  input: InboxReplyInput,
): Promise<InboxThreadAnswer> {
  const { conversation, side } = await readerOf(deps, userId, conversationId);
  await deps.conversations.transaction(async (repo, events) => {
    const added = await repo.add(conversation.id, {
      author: side,
      kind: 'message',
      body: input.message.trim(),
      createdAt: deps.now(),
    });
    await repo.markRead(conversation.id, side);
    if (side === 'artist' && conversation.partyUserId === null)
      await events.write(INBOX_REPLY_MAIL, { messageId: added!.id });
  });
  const otherUserId = side === 'artist' ? conversation.partyUserId : conversation.artistId;
  if (otherUserId) deps.channel.publish({ userId: otherUserId, conversationId: conversation.id });
  deps.channel.publish({ userId, conversationId: conversation.id });
  return readThread(deps, userId, conversation.id);
}

/** Unread messages for the header's count. */
export const unreadCount = (deps: InboxDeps, userId: string) => deps.conversations.unreadFor(userId);

/** The popup's old messages the 004 migration could not place (no artist page then) join the artist's conversations. */
async function adoptLegacyMessages(deps: InboxDeps, userId: string): Promise<void> {
  if (!(await deps.conversations.legacyLeft())) return;
  const artist = await deps.users.find(userId).catch(() => undefined);
  if (!artist?.slug) return;
  await deps.conversations.transaction(async (repo) => {
    for (const old of await repo.takeLegacy(artist.slug!)) {
      const conversation = await repo.open(
        { id: artist.id, slug: artist.slug!, name: artist.name },
        visitorParty(old.fromEmail),
        old.createdAt,
      );
      await repo.add(conversation.id, {
        author: 'party',
        kind: 'message',
        body: old.message,
        createdAt: old.createdAt,
      });
      if (old.read) await repo.markRead(conversation.id, 'artist');
    }
  });
}
