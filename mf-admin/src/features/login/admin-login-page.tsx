import { PlaceholderPage } from '@easel/ui';

/** Admin login: e-mail, password and, where the admin has one, the second factor; it stores only `admintoken`. */
export function AdminLoginPage() {
  return <PlaceholderPage title="Admin login" promise="Where Easel’s team signs in to look after the marketplace." />;
}
