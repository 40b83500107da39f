import type { InboxConversation } from '@easel/contracts';
import { sentAt } from './sent-at';

interface ConversationListProps {
  conversations: InboxConversation[];
  openId: string | null;
  onOpen(id: string): void;
}

/** Newest first; an unread conversation is bold with its count. */
export function ConversationList({ conversations, openId, onOpen }: ConversationListProps) {
  return (
    <nav className="art-inbox__list" aria-label="Conversations">
      <ul>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              className={`art-inbox__item${conversation.unread ? ' art-inbox__item--unread' : ''}`}
              aria-current={conversation.id === openId ? 'true' : undefined}
              onClick={() => onOpen(conversation.id)}
            >
              <span className="art-inbox__who">{conversation.withName}</span>
              <time className="art-inbox__when" dateTime={conversation.lastMessageAt}>
                {sentAt(conversation.lastMessageAt)}
              </time>
              <span className="art-inbox__preview">{conversation.lastMessage}</span>
              {conversation.unread > 0 && (
                <span className="art-inbox__unread" aria-label={`${conversation.unread} unread`}>
                  {conversation.unread}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
