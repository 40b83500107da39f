import './page-states.css';

/** A clearly marked stand-in for a widget that a later issue builds. */
export function FragmentPlaceholder({ title, team, className = '' }: { title: string; team: string; className?: string }) {
  return (
    <aside className={`ui-fragment-placeholder ${className}`.trim()} aria-label={title}>
      {title} — coming soon ({team})
    </aside>
  );
}
