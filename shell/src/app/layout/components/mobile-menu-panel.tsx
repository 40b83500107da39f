import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon, CloseIcon, focusableIn, MailIcon, PageLink, trapTab, useProductConfig } from '@easel/ui';
import { ThemeToggle } from '../../../features/theme/components/theme-toggle';
import { TOP_MENU, type NavMenu, type SelectedItem } from '../navigation/top-menu';
function MobileMenuItem({ menu, selected }: { menu: NavMenu; selected: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const listId = `shl-mobile-${menu.id}`;
  const current = selected ? 'page' : undefined;
  return (
    <li className="shl-mobile__item">
      <div className="shl-mobile__row">
        {menu.href ? (
          <PageLink href={menu.href} className="shl-mobile__top" aria-current={current}>
            {menu.label}
          </PageLink>
        ) : (
          <span className="shl-mobile__top" aria-current={current}>
            {menu.label}
          </span>
        )}
        <button
          type="button"
          className="shl-icon-button shl-mobile__expand"
          aria-label={`${menu.label} menu`}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          <ChevronDownIcon size={18} />
        </button>
      </div>
      <ul id={listId} className="shl-mobile__sub" hidden={!expanded}>
        {menu.sections
          .flatMap((section) => section.links)
          .map((link) => (
            <li key={link.label}>
              <PageLink href={link.href}>{link.label}</PageLink>
            </li>
          ))}
      </ul>
    </li>
  );
}

interface MobileMenuPanelProps {
  open: boolean;
  onClose: () => void;
  selected: SelectedItem;
  submitArtwork: string | null;
}

/** The hamburger's slide-in panel with the MENU and SUPPORT sections (spec §2); open, it holds the focus. */
export function MobileMenuPanel({ open, onClose, selected, submitArtwork }: MobileMenuPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { supportEmail } = useProductConfig();

  useEffect(() => {
    if (!open || !panel.current) return;
    focusableIn(panel.current)[0]?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (panel.current) trapTab(event, panel.current);
  };

  return (
    // Kept in the page, hidden by visibility, so that it can slide in and out.
    <div className={`shl-mobile${open ? ' is-open' : ''}`} aria-hidden={!open} inert={!open}>
      <div className="shl-mobile__backdrop" onClick={onClose} />
      <div
        ref={panel}
        id="shl-mobile-panel"
        className="shl-mobile__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onKeyDown}
      >
        <div className="shl-mobile__head">
          <ThemeToggle className="shl-icon-button" />
          <button type="button" className="shl-icon-button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Mobile">
          <h2 className="shl-mobile__title">MENU</h2>
          <ul className="shl-mobile__list">
            {TOP_MENU.map((menu) => (
              <MobileMenuItem key={menu.id} menu={menu} selected={selected === menu.id} />
            ))}
          </ul>
          {submitArtwork && (
            <PageLink href={submitArtwork} className="shl-actions__submit shl-mobile__submit">
              Submit Artwork
            </PageLink>
          )}
          <h2 className="shl-mobile__title">SUPPORT</h2>
          <ul className="shl-mobile__list shl-mobile__support">
            <li>
              <PageLink href="/contact">Contact Us</PageLink>
            </li>
            <li>
              <a href="/terms" target="_blank" rel="noopener">
                Terms of Service
              </a>
            </li>
            <li>
              <a href="/privacy" target="_blank" rel="noopener">
                Privacy Policy
              </a>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`} className="shl-mobile__mail">
                <MailIcon size={18} />
                {supportEmail}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
