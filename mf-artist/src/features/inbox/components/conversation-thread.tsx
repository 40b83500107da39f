import { useEffect, useRef } from 'react';
import { ErrorFallback, PageLink, Spinner } from '@easel/ui';
import { useInboxThreadQuery } from '../api/conversation';
import { useMarkConversationReadMutation } from '../api/mark-read';
import { MessageArtwork, workLeads } from './message-artwork';
import { ReplyForm } from './reply-form';
import { sentAt } from './sent-at';

/** One conversation, oldest message first, and the reply box; reading it marks it read (again as news arrives). */
export function ConversationThread({ id, onBack }: { id: string; onBack(): void }) {
  const { data, isLoading, isError, refetch } = useInboxThreadQuery(id);
  const [markRead] = useMarkConversationReadMutation();
  const end = useRef<HTMLLIElement>(null);
  const unread = data?.conversation.unread ?? 0;
  const count = data?.messages.length ?? 0;

  useEffect(() => {
    if (unread > 0) void markRead(id);
  }, [id, unread, markRead]);
  // A block body: Chromium's scrollIntoView now answers a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const back = (
    <button type="button" className="art-inbox__back" onClick={onBack}>
      ← Back to conversations
    </button>
  );
  if (isLoading)
    return (
      <div className="art-inbox__thread">
        {back}
        <Spinner label="Loading the conversation" />
      </div>
    );
  if (isError || !data)
    return (
      <div className="art-inbox__thread">
        {back}
        <ErrorFallback
          title="This conversation could not be loaded"
          message="It may not exist, or the connection failed."
          onRetry={() => void refetch()}
        />
      </div>
    );

  const { conversation, messages } = data;
  const leads = workLeads(messages);
  return (
    <article className="art-inbox__thread" aria-labelledby="art-inbox-with">
      {back}
      <header className="art-inbox__thread-head">
        <h2 id="art-inbox-with">
          {conversation.withArtistSlug ? (
            <PageLink href={`/artist/${conversation.withArtistSlug}`}>{conversation.withName}</PageLink>
          ) : (
            conversation.withName
          )}
        </h2>
        {conversation.byEmail && <p className="art-inbox__note">A visitor: your reply reaches them by e-mail.</p>}
      </header>
      <ol className="art-inbox__messages" aria-label="Messages">
        {messages.map((message, at) => (
          <li key={message.id} className={`art-inbox__message art-inbox__message--${message.from}`}>
            {message.artwork && leads[at] && <MessageArtwork artwork={message.artwork} lead={leads[at]} />}
            <p className="art-inbox__body">{message.body}</p>
            <time dateTime={message.createdAt}>
              {message.from === 'me' ? 'You, ' : ''}
              {sentAt(message.createdAt)}
            </time>
          </li>
        ))}
        <li ref={end} aria-hidden="true" className="art-inbox__end" />
      </ol>
      <ReplyForm id={conversation.id} to={conversation.withName} />
    </article>
  );
}
