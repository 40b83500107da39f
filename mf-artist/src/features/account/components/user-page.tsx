import { PlaceholderPage } from '@easel/ui';

export function UserPage() {
  return <PlaceholderPage title="Account" promise="Your account: your details, your orders and your settings." />;
}
