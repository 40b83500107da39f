import { PlaceholderPage } from '@easel/ui';

export function InboxPage() {
  return <PlaceholderPage title="Inbox" promise="Messages from collectors about your art, in one place." />;
}
