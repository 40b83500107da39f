import { PlaceholderPage } from '@easel/ui';

export function GiftCardPage() {
  return <PlaceholderPage title="Gift card" promise="A gift card from an artist, ready to give or to redeem." />;
}
