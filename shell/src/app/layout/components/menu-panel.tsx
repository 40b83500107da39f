import type { KeyboardEvent, ReactNode } from 'react';
import { focusableIn, PageLink } from '@easel/ui';
import type { NavMenu, NavSection } from '../navigation/top-menu';

function Links({ section }: { section: NavSection }) {
  return (
    <ul className="shl-menu-section__links">
      {section.links.map((link) => (
        <li key={link.label}>
          <PageLink href={link.href} className={`shl-menu-link${link.cta ? ' shl-menu-link--cta' : ''}`}>
            <span className="shl-menu-link__label">{link.label}</span>
            {link.description && <span className="shl-menu-link__description">{link.description}</span>}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

function Section({ section }: { section: NavSection }) {
  return (
    <div className="shl-menu-section">
      <h3 className="shl-menu-section__title">{section.title}</h3>
      <Links section={section} />
    </div>
  );
}

/** Up and down arrows move between the links of an open menu. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  const links = focusableIn(event.currentTarget);
  const at = links.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : Math.max(at - 1, 0);
  links[next]?.focus();
}

/** A top item's menu: a small dropdown, or a mega menu with a side panel and a content column (spec §9 grid). */
export function MenuPanel({ menu, id, open, extra }: { menu: NavMenu; id: string; open: boolean; extra?: ReactNode }) {
  const side = menu.sections.filter((section) => section.side);
  const content = menu.sections.filter((section) => !section.side);
  return (
    <div id={id} className={`shl-menu-panel shl-menu-panel--${menu.kind}`} hidden={!open} onKeyDown={moveFocus}>
      {menu.kind === 'dropdown' ? (
        content.map((section) => <Links key={section.title} section={section} />)
      ) : (
        <div className="shl-mega">
          <div className="shl-mega__side">
            {side.map((section) => (
              <Section key={section.title} section={section} />
            ))}
            {extra}
          </div>
          <div className="shl-mega__content">
            {content.map((section) => (
              <Section key={section.title} section={section} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
