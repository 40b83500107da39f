import { MailIcon, PageLink, RemoteFragment } from '@easel/ui';

const plainInboxLink = (
  <PageLink href="/inbox" className="shl-icon-button" aria-label="Inbox">
    <MailIcon />
  </PageLink>
);

/** mf-artist's messenger icon with the unread count; a plain link to /inbox while it loads or if it fails. */
export function InboxSlot() {
  return (
    <RemoteFragment id="mf_artist/inbox-indicator" fallback={plainInboxLink} props={{ className: 'shl-icon-button' }} />
  );
}
