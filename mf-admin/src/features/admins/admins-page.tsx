import { PlaceholderPage } from '@easel/ui';

/** Admins: The team's admin accounts, their roles and second factors. */
export function AdminsPage() {
  return <PlaceholderPage title="Admins" promise="The team's admin accounts, their roles and second factors." />;
}
