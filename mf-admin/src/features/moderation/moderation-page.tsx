import { PlaceholderPage } from '@easel/ui';

/** Moderation: Reports from the community, hidden artworks and deleted comments. */
export function ModerationPage() {
  return <PlaceholderPage title="Moderation" promise="Reports from the community, hidden artworks and deleted comments." />;
}
