import { PlaceholderPage } from '@easel/ui';

export function ChangePasswordPage() {
  return <PlaceholderPage title="Change password" team="shell" />;
}
