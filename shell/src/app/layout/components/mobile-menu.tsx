import { useEffect, useRef, useState } from 'react';
import { CloseIcon, lazyPart, MenuIcon, useMediaQuery } from '@easel/ui';
import type { SelectedItem } from '../navigation/top-menu';

// The panel's code is fetched on a screen narrow enough for the hamburger (header.css): a desktop never shows it.
const MobileMenuPanel = lazyPart(() => import('./mobile-menu-panel').then((module) => module.MobileMenuPanel));

/** Under 1024px: the hamburger and its slide-in panel with the MENU and SUPPORT sections (spec §2). */
export function MobileMenu({
  selected,
  pathname,
  submitArtwork,
}: {
  selected: SelectedItem;
  pathname: string;
  submitArtwork: string | null;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Where the browser cannot tell (jsdom), the panel is there, as it is on a phone.
  const narrow = useMediaQuery('(max-width: 1023px)', true);

  useEffect(() => setOpen(false), [pathname]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="shl-icon-button shl-hamburger"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls="shl-mobile-panel"
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {narrow && <MobileMenuPanel open={open} onClose={close} selected={selected} submitArtwork={submitArtwork} />}
    </>
  );
}
