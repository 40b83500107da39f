import { PlaceholderPage } from '@easel/ui';

export function RegisterPage() {
  return <PlaceholderPage title="Register" team="shell" />;
}
