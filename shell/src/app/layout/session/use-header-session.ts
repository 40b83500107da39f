import { useSelector } from 'react-redux';
import {
  selectArtistBookmarks,
  selectBookmarks,
  selectIsLoggedIn,
  selectUser,
  type SessionRootState,
} from '@easel/store';
import { headerRole } from './header-role';

/** What the header needs of the session: the role, the user and how many bookmarks they keep. */
export type HeaderSession = ReturnType<typeof useHeaderSession>;

export function useHeaderSession() {
  const loggedIn = useSelector((state: SessionRootState) => selectIsLoggedIn(state));
  const user = useSelector((state: SessionRootState) => selectUser(state));
  const bookmarks = useSelector(
    (state: SessionRootState) => selectBookmarks(state).length + selectArtistBookmarks(state).length,
  );
  return { loggedIn, user, role: headerRole(loggedIn, user), bookmarks };
}
