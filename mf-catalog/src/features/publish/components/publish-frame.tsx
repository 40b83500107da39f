import type { ReactNode } from 'react';
import '../../../shared/components/page.css';
import './publish.css';

interface PublishFrameProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** While loading the heading is only for screen readers. */
  busy?: boolean;
}

/** Every publishing screen: one h1, an intro line, the content. */
export function PublishFrame({ title, intro, children, busy }: PublishFrameProps) {
  return (
    <section className="cat-page cat-publish" aria-busy={busy || undefined} aria-labelledby="cat-publish-title">
      <header className="cat-publish__head">
        <h1 id="cat-publish-title" className={busy ? 'cat-visually-hidden' : undefined}>
          {title}
        </h1>
        {intro && <p className="cat-publish__intro">{intro}</p>}
      </header>
      {children}
    </section>
  );
}
