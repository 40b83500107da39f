import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { loggedOut } from '@easel/store';
import { Spinner } from '@easel/ui';

/** Removes the session and sends the browser to /login (spec §2). */
export function LogoutPage() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(loggedOut());
  }, [dispatch]);
  return <Spinner label="Signing out" />;
}
