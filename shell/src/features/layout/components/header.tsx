import { useSelector } from 'react-redux';
import { selectIsLoggedIn, type SessionRootState } from '@easel/store';
import { PageLink } from '@easel/ui';
import { CartSlot } from './cart-slot';

/** A minimal header; the full one (mega menus, account dropdown) replaces it. */
export function Header() {
  const loggedIn = useSelector((state: SessionRootState) => selectIsLoggedIn(state));
  return (
    <header className="shell-header">
      <PageLink href="/" className="shell-header__logo" aria-label="Easel home">
        Easel
      </PageLink>
      <nav className="shell-header__nav" aria-label="Main">
        <PageLink href="/">The Weekly Pulse</PageLink>
        <PageLink href="/artists">I&apos;m an artist</PageLink>
        <PageLink href="/magazine">Magazine</PageLink>
      </nav>
      <div className="shell-header__actions">
        <PageLink href={loggedIn ? '/publish' : '/register?publish=true'}>Submit Artwork</PageLink>
        {loggedIn ? <PageLink href="/logout">Sign out</PageLink> : <PageLink href="/login">Login</PageLink>}
        <CartSlot />
      </div>
    </header>
  );
}
