import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginRedirect } from '@easel/store';

/** Applies the spec's protected-route rule (in @easel/store) to whatever route is showing. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const target = loginRedirect(pathname);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}
