import { useSearchParams } from 'react-router-dom';
import { ErrorFallback, Spinner } from '@easel/ui';
import { useInboxConversationsQuery } from '../api/conversations';
import { useInboxLive } from '../live/use-inbox-live';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';
import './inbox.css';

/** /inbox: the signed-in user's conversations beside the open one (?c=id); on a phone the list, then the thread. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('c');
  const { data, isLoading, isError, refetch } = useInboxConversationsQuery();
  useInboxLive();

  const open = (id: string | null) => setParams(id ? { c: id } : {});
  return (
    <section className="art-inbox" aria-labelledby="art-inbox-title">
      <h1 id="art-inbox-title" className="art-inbox__title">
        Inbox
      </h1>
      {isLoading ? (
        <Spinner label="Loading your conversations" />
      ) : isError || !data ? (
        <ErrorFallback
          title="Your inbox could not be loaded"
          message="Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      ) : data.conversations.length === 0 ? (
        <div className="art-inbox__empty">
          <h2>No messages yet</h2>
          <p>When collectors write to you, send a request about your art or answer you, their messages appear here.</p>
        </div>
      ) : (
        <div className={`art-inbox__panes${openId ? ' art-inbox__panes--thread' : ''}`}>
          <ConversationList conversations={data.conversations} openId={openId} onOpen={open} />
          {openId ? (
            <ConversationThread key={openId} id={openId} onBack={() => open(null)} />
          ) : (
            <p className="art-inbox__choose">Choose a conversation to read it.</p>
          )}
        </div>
      )}
    </section>
  );
}
