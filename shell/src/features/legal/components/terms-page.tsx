import { PlaceholderPage } from '@easel/ui';

export function TermsPage() {
  return <PlaceholderPage title="Terms of Service" team="shell" />;
}
