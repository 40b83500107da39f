import { PlaceholderPage } from '@easel/ui';

export function ContactPage() {
  return <PlaceholderPage title="Contact us" team="shell" />;
}
