import { useEffect, useRef } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { loggedOut, signingOut, type SessionRootState } from '@easel/store';
import { Spinner } from '@easel/ui';
import { useLogoutMutation } from '../api/logout';

/**
 * Makes the page a visitor's, ends the session on the server with the token it had (its failure does not matter), then
 * goes to /login (spec §2).
 */
export function LogoutPage() {
  const dispatch = useDispatch();
  const store = useStore<SessionRootState>();
  const [logout] = useLogoutMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { token } = store.getState().session;
    dispatch(signingOut());
    // Also without a stored token: the refresh cookie may still hold a session.
    void logout(token).finally(() => dispatch(loggedOut()));
  }, [dispatch, logout, store]);
  return <Spinner label="Signing out" />;
}
