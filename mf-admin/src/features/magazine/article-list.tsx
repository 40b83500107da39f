import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorFallback, Spinner } from '@easel/ui';
import { Pager } from '../../shared/pager';
import { useArticlesQuery } from './magazine-api';
import { statusLine } from './article-status';

/** Every article, drafts and scheduled ones too, the last changed first, by page. */
export function ArticleList() {
  const [page, setPage] = useState(1);
  const articles = useArticlesQuery({ page });
  return (
    <section className="adm-magazine" aria-labelledby="magazine-title">
      <div className="adm-magazine__head">
        <h1 id="magazine-title">Magazine</h1>
        <Link className="ui-button ui-button--primary" to="new">
          Write an article
        </Link>
      </div>
      {articles.isLoading ? (
        <Spinner label="Loading the articles" />
      ) : articles.isError || !articles.data ? (
        <ErrorFallback title="The articles could not be loaded" onRetry={() => void articles.refetch()} />
      ) : !articles.data.articles.length ? (
        <p className="adm-magazine__empty">No articles yet. Write the first one.</p>
      ) : (
        <ul className="adm-magazine__list" aria-label="Articles" aria-busy={articles.isFetching || undefined}>
          {articles.data.articles.map((article) => (
            <li key={article.id} className="adm-magazine__item">
              <Link to={article.id}>{article.title}</Link>
              <span className={`adm-magazine__status adm-magazine__status--${article.status}`}>
                {statusLine(article)}
              </span>
              <span className="adm-magazine__author">{article.author}</span>
            </li>
          ))}
        </ul>
      )}
      {articles.data && <Pager {...articles.data} label="Article pages" onPage={setPage} />}
    </section>
  );
}
