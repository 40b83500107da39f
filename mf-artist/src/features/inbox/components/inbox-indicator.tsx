import { PageLink } from '@easel/ui';
import { useInboxUnreadQuery } from '../api/unread';
import { useInboxLive } from '../live/use-inbox-live';
import './inbox-indicator.css';

/** A speech bubble: the messenger. */
function MessengerIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A2.5 2.5 0 0 1 4 13.5z" />
    </svg>
  );
}

/** The header's messenger: a link to /inbox with the unread count, kept live; `className` lets the header size it like its other icons. */
export function InboxIndicator({ className = '' }: { className?: string }) {
  const { data: unread = 0 } = useInboxUnreadQuery();
  useInboxLive();
  return (
    <PageLink
      href="/inbox"
      className={`art-inbox-indicator ${className}`.trim()}
      aria-label={unread ? `Inbox, ${unread} unread` : 'Inbox'}
    >
      <MessengerIcon />
      {unread > 0 && (
        <span className="art-inbox-indicator__count" data-testid="inbox-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </PageLink>
  );
}
