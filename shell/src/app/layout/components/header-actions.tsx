import { HeartIcon, lazyPart, PageLink, UserIcon } from '@easel/ui';
import { ThemeToggle } from '../../../features/theme/components/theme-toggle';
import { accountHref, maySubmitArtwork, seesCart, submitArtworkHref } from '../session/header-role';
import type { HeaderSession } from '../session/use-header-session';
import { CartSlot } from './cart-slot';
import { InboxSlot } from './inbox-slot';

// A signed-in artist's menu: fetched for them only. Its place is held meanwhile, so that nothing in the header moves.
const AccountMenu = lazyPart(
  () => import('./account-menu').then((module) => module.AccountMenu),
  <span className="shl-account-placeholder" aria-hidden="true" />,
);

/** The header's right side, per role (spec §2, §6). */
export function HeaderActions({ pathname, session }: { pathname: string; session: HeaderSession }) {
  const { loggedIn, user, role, bookmarks } = session;
  return (
    <div className="shl-actions">
      <ThemeToggle className="shl-icon-button shl-theme-toggle" />
      <PageLink
        href="/favourites"
        className="shl-icon-button shl-bookmarks"
        aria-label={`Bookmarks, ${bookmarks} saved`}
      >
        <HeartIcon />
        {bookmarks > 0 && <span className="shl-badge">{bookmarks}</span>}
      </PageLink>
      {loggedIn && <InboxSlot />}
      {seesCart(role) && (
        <div className="shl-cart">
          <CartSlot loggedIn={loggedIn} />
        </div>
      )}
      {role === 'visitor' && (
        <PageLink href="/login" className="shl-actions__login">
          Login
        </PageLink>
      )}
      {maySubmitArtwork(role) && (
        <PageLink href={submitArtworkHref(loggedIn)} className="shl-actions__submit">
          Submit Artwork
        </PageLink>
      )}
      {role === 'artist' && user && <AccountMenu user={user} pathname={pathname} />}
      {(role === 'customer' || role === 'member') && (
        <PageLink href={accountHref(role)} className="shl-icon-button" aria-label="Account">
          <UserIcon />
        </PageLink>
      )}
    </div>
  );
}
