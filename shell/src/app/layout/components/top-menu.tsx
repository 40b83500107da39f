import { useCallback, useEffect, useRef, useState } from 'react';
import { PageLink, useDismiss } from '@easel/ui';
import { TOP_MENU, type MenuId, type SelectedItem } from '../navigation/top-menu';
import { TopMenuItem } from './top-menu-item';

interface OpenMenu {
  id: MenuId;
  focusFirst: boolean;
}

/** Spec §4: scrolling down closes the open mega menu. */
function useCloseOnScrollDown(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    let last = window.scrollY;
    const onScroll = () => {
      if (window.scrollY > last) close();
      last = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [open, close]);
}

/** The desktop top menu: The Weekly Pulse, I'm an artist and Career Tracks; one menu open at a time. */
export function TopMenu({
  selected,
  pathname,
  visitor,
}: {
  selected: SelectedItem;
  pathname: string;
  visitor: boolean;
}) {
  const nav = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<OpenMenu | null>(null);
  const close = useCallback(() => setOpen(null), []);

  useEffect(close, [pathname, close]);
  useCloseOnScrollDown(open !== null, close);
  useDismiss(nav, open !== null, close);

  return (
    <nav ref={nav} className="shl-nav" aria-label="Main">
      <ul className="shl-nav__list">
        {TOP_MENU.map((menu) => (
          <TopMenuItem
            key={menu.id}
            menu={menu}
            selected={selected === menu.id}
            open={open?.id === menu.id}
            focusFirst={open?.id === menu.id && open.focusFirst}
            onOpen={(focusFirst = false) => setOpen({ id: menu.id, focusFirst })}
            onClose={close}
            extra={menu.id === 'artists' && visitor ? <LoginToPublish /> : undefined}
          />
        ))}
      </ul>
    </nav>
  );
}

/** Spec §2: "Another link goes to /login?publish=true" — for artists who already have an account. */
function LoginToPublish() {
  return (
    <p className="shl-menu-note">
      Already with us? <PageLink href="/login?publish=true">Log in to publish</PageLink>
    </p>
  );
}
