import { PlaceholderPage } from '@easel/ui';

export function PrivacyPage() {
  return <PlaceholderPage title="Privacy Policy" team="shell" />;
}
