import { PlaceholderPage } from '@easel/ui';

/** Users & artists: Accounts, their works and orders; suspensions and password resets. */
export function PeoplePage() {
  return <PlaceholderPage title="Users & artists" promise="Accounts, their works and orders; suspensions and password resets." />;
}
