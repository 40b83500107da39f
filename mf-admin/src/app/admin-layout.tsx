import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import { ADMIN_FORBIDDEN, adminCan, type AdminPermission, type AdminProfile } from '@easel/contracts';
import { isAdminLoggedIn, STORAGE_KEYS } from '@easel/store';
import { Button, ErrorFallback, Spinner } from '@easel/ui';
import { useAdminMeQuery } from './admin-me';
import { ADMIN_SECTIONS } from './admin-sections';
import '../shared/admin-list.css';
import './admin-layout.css';

/** Leaves the admin area: only the admin token goes, a user session in the same browser stays. */
function useAdminSignOut() {
  const navigate = useNavigate();
  return () => {
    localStorage.removeItem(STORAGE_KEYS.admintoken);
    navigate('/admin/login', { replace: true });
  };
}

const sectionOf = (pathname: string) =>
  ADMIN_SECTIONS.find((section) => section.path !== '' && pathname.startsWith(`/admin/${section.path}`));

/** The admin area's frame: the signed-in admin, the sections their role may open, and the open section. */
export function AdminLayout() {
  const signedIn = isAdminLoggedIn();
  const me = useAdminMeQuery(undefined, { skip: !signedIn });
  const signOut = useAdminSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // On a phone the sections fold behind one button, so the open page starts on the first screen.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  const refused = me.error && 'status' in me.error && me.error.status === 401;
  useEffect(() => {
    if (refused) signOut();
  }, [refused, signOut]);

  if (!signedIn) return <Navigate to="/admin/login" replace />;
  if (me.isLoading || refused) return <Spinner label="Opening the admin area" />;
  if (!me.data) return <ErrorFallback title="The admin area could not be opened" onRetry={() => void me.refetch()} />;
  const { admin } = me.data;
  const openSection =
    sectionOf(pathname)?.label ?? (pathname === '/admin' || pathname === '/admin/' ? 'Dashboard' : 'Admin');
  return (
    <div className="adm-layout">
      <nav className="adm-nav" aria-label="Admin sections" data-open={menuOpen}>
        <button
          type="button"
          className="adm-nav__toggle"
          aria-expanded={menuOpen}
          aria-controls="adm-nav-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="adm-nav__toggle-label">Menu</span> {openSection}
        </button>
        <div className="adm-nav__menu" id="adm-nav-menu">
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
          <div className="adm-nav__account">
            <Button variant="secondary" onClick={() => navigate('/admin/second-factor')}>
              Second factor{admin.totpEnabled ? '' : ' (off)'}
            </Button>
            <Button variant="secondary" onClick={signOut}>
              Sign out
            </Button>
          </div>
        </div>
      </nav>
      <div className="adm-layout__page">
        <Outlet context={admin} />
      </div>
    </div>
  );
}

function AdminNotice({ title, message }: { title: string; message: string }) {
  return (
    <section className="adm-not-found">
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <Link to="/admin">Back to the dashboard</Link>
    </section>
  );
}

/** An /admin path no section owns. */
export const AdminNotFound = () => (
  <AdminNotice title="Page not found" message="There is no admin page at this address." />
);

/** A section opened by its address: only for a role that holds its permission (the server refuses each call as well). */
export function SectionGate({ permission, children }: { permission: AdminPermission; children: ReactNode }) {
  const admin = useOutletContext<AdminProfile>();
  if (adminCan(admin, permission)) return children;
  return (
    <AdminNotice
      title="Not for your role"
      message={`${ADMIN_FORBIDDEN}: this section is not open to the ${admin.role} role.`}
    />
  );
}
