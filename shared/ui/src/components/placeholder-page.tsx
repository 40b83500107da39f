import type { ReactNode } from 'react';
import './page-states.css';

interface PlaceholderPageProps {
  /** The page, as a person would name it: "Artwork". */
  title: string;
  /** The remote that owns the page: "mf-catalog". */
  team: string;
  children?: ReactNode;
}

/** A clearly marked stand-in for a page that a later issue builds. */
export function PlaceholderPage({ title, team, children }: PlaceholderPageProps) {
  return (
    <section className="ui-placeholder" role="status">
      <h1>
        {title} — coming soon ({team})
      </h1>
      {children}
    </section>
  );
}
