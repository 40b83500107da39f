import { useRef } from 'react';
import { useShownArtist } from '../artist-page/artist-page-events';
import { isAdminArea } from '../navigation/admin-area';
import { selectedItem } from '../navigation/top-menu';
import { usePathname } from '../navigation/use-pathname';
import { maySubmitArtwork, submitArtworkHref } from '../session/header-role';
import { useHeaderSession } from '../session/use-header-session';
import { AdminHeader } from './admin-header';
import { ArtistPageBar } from './artist-page-bar';
import { HeaderActions } from './header-actions';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { TopMenu } from './top-menu';
import { useToastsBelow } from './use-toasts-below';
import './header.css';
import './menus.css';

/** The persistent header (spec §2 Header): logo, top menu, the role's actions, and artist-page mode on /artist/ paths. */
export function Header() {
  const pathname = usePathname();
  return isAdminArea(pathname) ? <AdminHeader /> : <ShopHeader pathname={pathname} />;
}

function ShopHeader({ pathname }: { pathname: string }) {
  const selected = selectedItem(pathname);
  const artist = useShownArtist(pathname);
  const session = useHeaderSession();
  const { loggedIn, role } = session;
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);
  return (
    <header className="shl-header" ref={header}>
      <div className="shl-header__bar">
        <Logo />
        <TopMenu selected={selected} pathname={pathname} visitor={role === 'visitor'} />
        <HeaderActions pathname={pathname} session={session} />
        <MobileMenu
          selected={selected}
          pathname={pathname}
          submitArtwork={maySubmitArtwork(role) ? submitArtworkHref(loggedIn) : null}
        />
      </div>
      {artist && <ArtistPageBar artist={artist} />}
    </header>
  );
}
