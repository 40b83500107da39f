import { PlaceholderPage } from '@easel/ui';

export function ForgetPasswordPage() {
  return <PlaceholderPage title="Forgot password" team="shell" />;
}
