import type { ReactNode } from 'react';

interface AnalyticsStateProps {
  title: string;
  text: string;
  children?: ReactNode;
}

/** A whole-page state of /analytics (not an artist, could not load): what happened, and what to do. */
export function AnalyticsState({ title, text, children }: AnalyticsStateProps) {
  return (
    <section className="art-analytics art-analytics--state" role="status">
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </section>
  );
}

/** The period holds nothing yet: with no works, publishing is the way; with works, it only takes time. */
export function AnalyticsEmpty({ hasWorks, period }: { hasWorks: boolean; period: string }) {
  return (
    <div className="art-analytics-empty" role="status">
      <h2>{hasWorks ? `Nothing recorded in ${period} yet` : 'No artworks yet'}</h2>
      <p>
        {hasWorks
          ? 'When collectors view, save, like or buy your works, it shows here day by day.'
          : 'Publish an artwork, and the views, saves, likes and sales it gets show here.'}
      </p>
      {!hasWorks && (
        <a className="ui-button ui-button--primary" href="/publish">
          Publish an artwork
        </a>
      )}
    </div>
  );
}
