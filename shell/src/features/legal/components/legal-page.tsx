import type { ReactNode } from 'react';
import './legal.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A long policy page: heading, date, a table of contents and numbered sections that can be linked to. */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  return (
    <article className="shl-legal" aria-labelledby="shl-legal-title">
      <header className="shl-legal__head">
        <h1 id="shl-legal-title">{title}</h1>
        <p className="shl-legal__updated">Last updated {updated}</p>
        <div className="shl-legal__intro">{intro}</div>
      </header>
      <nav className="shl-legal__toc" aria-label="Contents">
        <h2>Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className="shl-legal__section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
