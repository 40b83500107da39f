import { PlaceholderPage } from '@easel/ui';

/** Weekly Pulse: This week's voting and ranking, and the weeks before. */
export function PulsePage() {
  return <PlaceholderPage title="Weekly Pulse" promise="This week's voting and ranking, and the weeks before." />;
}
