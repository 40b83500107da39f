import { PlaceholderPage } from '@easel/ui';

export function CreateGiftCardPage() {
  return <PlaceholderPage title="Create gift card" promise="Where artists make gift cards that collectors can give and redeem." />;
}
