import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { User } from '@easel/contracts';
import { Avatar, focusableIn, PageLink, useDismiss } from '@easel/ui';

/** Spec §9: artists need at least 4 artworks to unlock gift cards and the newsletter. */
const ARTWORKS_TO_UNLOCK = 4;

function UnlockHint({ count }: { count: number }) {
  const missing = ARTWORKS_TO_UNLOCK - count;
  return (
    <div className="shl-account-menu__hint">
      <strong>Unlock new Features</strong>
      <span>
        {missing > 0
          ? `Publish ${missing} more ${missing === 1 ? 'artwork' : 'artworks'} to unlock gift cards and the newsletter.`
          : 'Gift cards and the newsletter are yours to use.'}
      </span>
    </div>
  );
}

/** The artist's account dropdown (spec §2): who they are, Submit Artwork, their account page, every tool, and Signout. */
export function AccountMenu({ user, pathname }: { user: User; pathname: string }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const artistName = user.artistName || `${user.firstName} ${user.lastName}`;

  useDismiss(box, open, close, trigger);
  useEffect(close, [pathname, close]);
  useEffect(() => {
    if (open && box.current) focusableIn(box.current.querySelector('.shl-account-menu')!)[0]?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || open) return;
    event.preventDefault();
    setOpen(true);
  };
  const item = (href: string, label: string) => (
    <li>
      <PageLink href={href} className="shl-account-menu__link" onClick={close}>
        {label}
      </PageLink>
    </li>
  );

  return (
    <div
      ref={box}
      className="shl-account"
      onBlur={(event) => open && !box.current?.contains(event.relatedTarget as Node | null) && close()}
    >
      <button
        ref={trigger}
        type="button"
        className="shl-account__trigger"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls="shl-account-menu"
        onClick={() => setOpen(!open)}
        onKeyDown={onKeyDown}
      >
        <Avatar src={user.avatar} name={artistName} />
      </button>
      <div id="shl-account-menu" className="shl-account-menu" hidden={!open}>
        <div className="shl-account-menu__who">
          {user.slug ? (
            <PageLink href={`/artist/${user.slug}`} className="shl-account-menu__artist" onClick={close}>
              {artistName}
            </PageLink>
          ) : (
            <span className="shl-account-menu__artist">{artistName}</span>
          )}
          <span className="shl-account-menu__name">
            {user.firstName} {user.lastName}
          </span>
        </div>
        <PageLink href="/publish" className="shl-account-menu__submit" onClick={close}>
          Submit Artwork
        </PageLink>
        <UnlockHint count={user.count ?? 0} />
        <ul className="shl-account-menu__links">
          {item('/user', 'My account')}
          {user.slug && item(`/artist/${user.slug}?edit=true`, 'Edit Artist Page')}
          {item('/inbox', 'Inbox')}
          {item('/create/giftcard', 'Gift cards')}
          {item('/newsletter', 'Newsletter')}
          {item('/analytics', 'Analytics')}
          {item('/sales', 'Sales')}
          {item('/edit/profile', 'Edit Profile')}
          {item('/favourites', 'Bookmarks')}
          {!user.google && item('/change-password', 'Change Password')}
          {item('/contact', 'Contact us')}
          {item('/logout', 'Signout')}
        </ul>
      </div>
    </div>
  );
}
