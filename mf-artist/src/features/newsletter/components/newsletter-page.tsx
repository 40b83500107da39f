import { PlaceholderPage } from '@easel/ui';

export function NewsletterPage() {
  return <PlaceholderPage title="Newsletter" promise="Where you write to the collectors who follow your work." />;
}
