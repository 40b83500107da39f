import type { ReactNode } from 'react';
import './page-states.css';

interface PlaceholderPageProps {
  /** The page, as a person would name it: "Inbox". */
  title: string;
  /** What the page will hold, in the product's words: "Messages from collectors about your art, in one place." */
  promise: string;
  children?: ReactNode;
}

/** A page a later issue builds: it says what will be there, never which part of the code owns it. */
export function PlaceholderPage({ title, promise, children }: PlaceholderPageProps) {
  return (
    <section className="ui-placeholder" role="status">
      <h1>{title}</h1>
      <p>{promise}</p>
      <p>This page is on its way.</p>
      {children}
    </section>
  );
}
