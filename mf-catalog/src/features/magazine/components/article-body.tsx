import type { MouseEvent } from 'react';
import './article-body.css';

/** A body link to one of Easel's own pages changes the route in place, as a PageLink does. */
function followInPage(event: MouseEvent<HTMLDivElement>) {
  const href = (event.target as Element).closest('a')?.getAttribute('href');
  if (!href?.startsWith('/') || href.startsWith('//') || !window.singleSpaNavigate) return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  window.singleSpaNavigate(href);
}

export function ArticleBody({ html }: { html: string }) {
  // Safe to inject: the catalog sanitises every body on save (services/catalog article-html keeps a small allow-list).
  return <div className="cat-mag-article__body" onClick={followInPage} dangerouslySetInnerHTML={{ __html: html }} />;
}
