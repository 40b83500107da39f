import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { loggedOut } from '@easel/store';
import { Spinner } from '@easel/ui';
import { useLogoutMutation } from '../api/logout';

/** Ends the token on the server (its failure does not matter), then removes the session and goes to /login (spec §2). */
export function LogoutPage() {
  const dispatch = useDispatch();
  const [logout] = useLogoutMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ended = localStorage.getItem('token') ? logout() : Promise.resolve();
    void ended.finally(() => dispatch(loggedOut()));
  }, [dispatch, logout]);
  return <Spinner label="Signing out" />;
}
