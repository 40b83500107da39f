import type { EventHandler, Logger, Mail, OutboxEvent } from '@easel/service-kit';
import type { Conversation, ConversationMessage } from './conversation';
import type { InboxDeps } from './inbox-deps';
import type { MailDeliveryDeps, MailSite } from './mail-delivery';

/** An artist's reply to a visitor, who has no inbox: { messageId }, mailed from the outbox. */
export const INBOX_REPLY_MAIL = 'inbox.reply-mail';

export interface ReplyMailDeps extends MailDeliveryDeps, Pick<InboxDeps, 'conversations'> {
  logger: Logger;
}

/** Says who wrote, what, and where to write back (the artist's page, whose Contact Me opens the popup). */
function replyMail(site: MailSite, conversation: Conversation, reply: ConversationMessage): Mail {
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
async function mailReply(deps: ReplyMailDeps, event: OutboxEvent): Promise<void> {
  const { messageId } = event.payload as { messageId: string };
  const found = await deps.conversations.messageWithConversation(messageId);
  if (!found) return deps.logger.warn({ messageId }, 'a reply to mail is gone');
  await deps.applyOnce(event.id, () => deps.mailer.send(replyMail(deps.site, found.conversation, found.message)));
}

/** The outbox events of this feature and how each is delivered (applyOnce for effects that must not repeat). */
export function inboxEventHandlers(deps: ReplyMailDeps): Record<string, EventHandler> {
  return { [INBOX_REPLY_MAIL]: (event) => mailReply(deps, event) };
}
