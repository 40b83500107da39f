import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { loggedOut } from '@easel/store';
import { Spinner } from '@easel/ui';
import { useLogoutMutation } from '../api/logout';

/** Ends the session on the server (its failure does not matter), then removes it here and goes to /login (spec §2). */
export function LogoutPage() {
  const dispatch = useDispatch();
  const [logout] = useLogoutMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Also without a stored token: the refresh cookie may still hold a session.
    void logout().finally(() => dispatch(loggedOut()));
  }, [dispatch, logout]);
  return <Spinner label="Signing out" />;
}
