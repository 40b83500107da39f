import { PlaceholderPage } from '@easel/ui';

/** Magazine: Articles written, scheduled and published. */
export function MagazinePage() {
  return <PlaceholderPage title="Magazine" promise="Articles written, scheduled and published." />;
}
