import { PlaceholderPage } from '@easel/ui';

/** Orders: Every order, its payment and its refunds. */
export function OrdersPage() {
  return <PlaceholderPage title="Orders" promise="Every order, its payment and its refunds." />;
}
