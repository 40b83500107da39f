import { PlaceholderPage } from '@easel/ui';

/** Dashboard: New users, artworks, orders and revenue per week, and deliveries that failed. */
export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" promise="New users, artworks, orders and revenue per week, and deliveries that failed." />;
}
