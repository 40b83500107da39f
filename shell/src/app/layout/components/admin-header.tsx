import { useRef } from 'react';
import { PageLink } from '@easel/ui';
import { ThemeToggle } from '../../../features/theme/components/theme-toggle';
import { Logo } from './logo';
import { useToastsBelow } from './use-toasts-below';

/** The header in the admin area: the operators' tools sit in mf-admin's own navigation, so the shop's cart, login and menus stay out. */
export function AdminHeader() {
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);
  return (
    <header className="shl-header shl-header--admin" ref={header}>
      <div className="shl-header__bar">
        <Logo />
        <span className="shl-admin-tag">Admin</span>
        <div className="shl-actions">
          <ThemeToggle className="shl-icon-button" />
          <PageLink href="/" className="shl-admin-shop">
            View the shop
          </PageLink>
        </div>
      </div>
    </header>
  );
}
