import { PlaceholderPage } from '@easel/ui';

export function EditGiftCardPage() {
  return <PlaceholderPage title="Edit gift card" promise="Where artists change the amount, the picture and the words of a gift card." />;
}
