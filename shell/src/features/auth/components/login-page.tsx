import { PlaceholderPage } from '@easel/ui';

export function LoginPage() {
  return <PlaceholderPage title="Login" team="shell" />;
}
