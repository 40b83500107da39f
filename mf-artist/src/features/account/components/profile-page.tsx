import { useSelector } from 'react-redux';
import { selectUser, type SessionRootState } from '@easel/store';
import { RemoteFragment } from '@easel/ui';
import { AccountBookmarks } from './account-bookmarks';
import { AccountDetails } from './account-details';
import './account.css';

/** /profile (login needed; the customer's account, spec §2): their details, their orders and their bookmarks. */
export function ProfilePage() {
  const user = useSelector((state: SessionRootState) => selectUser(state));
  if (!user) return null; // the shell sends a visitor to /login first
  return (
    <div className="art-account">
      <h1>Profile</h1>
      <AccountDetails user={user} />
      <RemoteFragment id="mf_commerce/my-orders" fallback={null} />
      <AccountBookmarks />
    </div>
  );
}
