import { useEffect } from 'react';
import { NavLink, Navigate, Outlet, useNavigate } from 'react-router-dom';
import { adminCan } from '@easel/contracts/src/admin';
import { isAdminLoggedIn, STORAGE_KEYS } from '@easel/store';
import { Button, ErrorFallback, Spinner } from '@easel/ui';
import { useAdminMeQuery } from './admin-me';
import { ADMIN_SECTIONS } from './admin-sections';
import './admin-layout.css';

/** Leaves the admin area: only the admin token goes, a user session in the same browser stays. */
function useAdminSignOut() {
  const navigate = useNavigate();
  return () => {
    localStorage.removeItem(STORAGE_KEYS.admintoken);
    navigate('/admin/login', { replace: true });
  };
}

/** The admin area's frame: the signed-in admin, the sections their role may open, and the open section. */
export function AdminLayout() {
  const signedIn = isAdminLoggedIn();
  const me = useAdminMeQuery(undefined, { skip: !signedIn });
  const signOut = useAdminSignOut();
  const navigate = useNavigate();
  const refused = me.error && 'status' in me.error && me.error.status === 401;
  useEffect(() => {
    if (refused) signOut();
  }, [refused, signOut]);

  if (!signedIn) return <Navigate to="/admin/login" replace />;
  if (me.isLoading || refused) return <Spinner label="Opening the admin area" />;
  if (!me.data) return <ErrorFallback title="The admin area could not be opened" onRetry={() => void me.refetch()} />;
  const { admin } = me.data;
  return (
    <div className="adm-layout">
      <nav className="adm-nav" aria-label="Admin sections">
        <ul>
          {ADMIN_SECTIONS.filter((section) => adminCan(admin, section.permission)).map((section) => (
            <li key={section.path}>
              <NavLink to={`/admin/${section.path}`} end={section.path === ''}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="adm-nav__who">
          {admin.name} <span className="adm-nav__role">{admin.role}</span>
        </p>
        <Button variant="secondary" onClick={() => navigate('/admin/second-factor')}>
          Second factor{admin.totpEnabled ? '' : ' (off)'}
        </Button>
        <Button variant="secondary" onClick={signOut}>
          Sign out
        </Button>
      </nav>
      <div className="adm-layout__page">
        <Outlet context={admin} />
      </div>
    </div>
  );
}
