import { PlaceholderPage } from '@easel/ui';

export function ResetPasswordPage() {
  return <PlaceholderPage title="Reset password" team="shell" />;
}
