import { applyOnce, type EventHandler, type Mail, type OutboxEvent } from '@easel/service-kit';
import type { ArtistDeps } from './artist-deps';
import type { Conversation, ConversationMessage } from './conversation';
import { inboxDepsOf } from './inbox-deps';

/** An artist's reply to a visitor, who has no inbox: { messageId }, mailed from the outbox. */
export const INBOX_REPLY_MAIL = 'inbox.reply-mail';

/** Says who wrote, what, and where to write back (the artist's page, whose Contact Me opens the popup). */
function replyMail(
  site: { publicUrl: string; productName: string },
  conversation: Conversation,
  reply: ConversationMessage,
): Mail {
  const page = `${site.publicUrl.replace(/\/+$/, '')}/artist/${encodeURIComponent(conversation.artistSlug)}`;
  return {
    to: conversation.partyEmail,
    subject: `${conversation.artistName} replied to your message`,
    text: [
      'Hello,',
      '',
      `${conversation.artistName} replied to your message on ${site.productName}:`,
      '',
      reply.body,
      '',
      `To write back, use Contact Me on ${conversation.artistName}'s page: ${page}`,
    ].join('\n'),
  };
}

/** The mail goes at most once: a redelivered event finds its id recorded (applyOnce) and sends nothing. */
async function mailReply(deps: ArtistDeps, event: OutboxEvent): Promise<void> {
  const { messageId } = event.payload as { messageId: string };
  const found = await inboxDepsOf(deps).conversations.messageWithConversation(messageId);
  if (!found) return deps.ctx.logger.warn({ messageId }, 'a reply to mail is gone');
  const { config } = deps.ctx;
  await applyOnce(deps.ctx.db, event.id, () =>
    deps.mailer.send(
      replyMail({ publicUrl: config.PUBLIC_URL, productName: config.PRODUCT_NAME }, found.conversation, found.message),
    ),
  );
}

/** The outbox events of this feature and how each is delivered (applyOnce for effects that must not repeat). */
export function inboxEventHandlers(deps: () => ArtistDeps): Record<string, EventHandler> {
  return { [INBOX_REPLY_MAIL]: (event) => mailReply(deps(), event) };
}
