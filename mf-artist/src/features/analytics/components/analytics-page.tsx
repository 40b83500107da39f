import { PlaceholderPage } from '@easel/ui';

/** The default export: artist-app loads this page (and its charting library) only on /analytics. */
export default function AnalyticsPage() {
  return <PlaceholderPage title="Collector analytics" promise="Who looks at your art, bookmarks it and buys it, week by week." />;
}
