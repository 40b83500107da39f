import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isLoggedIn } from '@easel/store';
import { forgetPublishIntent, landingFor } from '../landing';

/** /login and /register for a visitor already signed in: on at once to where a fresh sign-in goes, the form never shown. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  // Judged as the page opens: signing in on the page goes on by itself (useSignIn).
  const [signedInAlready] = useState(() => isLoggedIn());
  useEffect(() => {
    if (signedInAlready) forgetPublishIntent();
  }, [signedInAlready]);
  return signedInAlready ? <Navigate to={landingFor(search)} replace /> : <>{children}</>;
}
