import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ChevronDownIcon, focusableIn, PageLink } from '@easel/ui';
import type { NavMenu } from '../navigation/top-menu';
import { MenuPanel } from './menu-panel';

interface TopMenuItemProps {
  menu: NavMenu;
  selected: boolean;
  open: boolean;
  /** Set when the keyboard opened it: the first link takes focus. */
  focusFirst: boolean;
  onOpen: (focusFirst?: boolean) => void;
  onClose: () => void;
  extra?: ReactNode;
}

/** A top menu item: opens on hover, and on Enter, Space or ArrowDown for keyboard users (disclosure pattern). */
export function TopMenuItem({ menu, selected, open, focusFirst, onOpen, onClose, extra }: TopMenuItemProps) {
  const item = useRef<HTMLLIElement>(null);
  const panelId = `shl-menu-${menu.id}`;

  useEffect(() => {
    if (open && focusFirst) focusableIn(item.current!.querySelector(`#${panelId}`)!)[0]?.focus();
  }, [open, focusFirst, panelId]);

  const onArrowDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onOpen(true);
  };
  // A mouse click opens (hover may have opened it already); Enter and Space (detail 0) toggle.
  const onToggle = (event: MouseEvent) => (open && event.detail === 0 ? onClose() : onOpen(event.detail === 0));
  const onBlur = (event: FocusEvent) => {
    if (open && !item.current?.contains(event.relatedTarget as Node | null)) onClose();
  };
  // Escape closes and hands focus back to the control that opened the menu.
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    onClose();
    item.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
  };
  const current = selected ? 'page' : undefined;
  const toggle = { 'aria-expanded': open, 'aria-controls': panelId, onClick: onToggle, onKeyDown: onArrowDown };

  return (
    <li
      ref={item}
      className={`shl-nav__item shl-nav__item--${menu.kind}${open ? ' is-open' : ''}`}
      onMouseEnter={() => onOpen()}
      onMouseLeave={onClose}
      onBlur={onBlur}
      onKeyDown={onEscape}
    >
      {menu.href ? (
        <>
          <PageLink href={menu.href} className="shl-nav__trigger" aria-current={current} onKeyDown={onArrowDown}>
            {menu.label}
          </PageLink>
          <button type="button" className="shl-nav__chevron" aria-label={`${menu.label} menu`} {...toggle}>
            <ChevronDownIcon size={16} />
          </button>
        </>
      ) : (
        <button type="button" className="shl-nav__trigger" aria-current={current} {...toggle}>
          {menu.label}
          <ChevronDownIcon size={16} />
        </button>
      )}
      <MenuPanel menu={menu} id={panelId} open={open} extra={extra} />
    </li>
  );
}
