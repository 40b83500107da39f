import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useGetArticleQuery } from '../api/get-article';
import { ArticleBody } from './article-body';
import { ArticleByline } from './article-byline';
import { ArticleCover } from './article-cover';
import { ArticleState } from './article-state';
import { BackLink } from './back-link';
import '../../../shared/components/page.css';
import './magazine.css';
import './article-page.css';

/** /magazine/:link — one article: title, author and date, cover and the rich body. */
export function ArticlePage() {
  const { link = '' } = useParams();
  // currentData: another article's text never shows while the next one loads.
  const { currentData, error, isFetching, refetch } = useGetArticleQuery(link);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [link]);

  if (error && !isFetching)
    return <ArticleState notFound={'status' in error && error.status === 404} retry={() => void refetch()} />;
  if (!currentData) return <ArticleState loading />;

  const { article } = currentData;
  return (
    <article className="cat-page cat-mag-article">
      <BackLink>Back to the magazine</BackLink>
      <header className="cat-mag-article__header">
        <h1>{article.title}</h1>
        <p className="cat-mag-article__standfirst">{article.excerpt}</p>
        <ArticleByline author={article.author} publishedAt={article.publishedAt} />
      </header>
      <ArticleCover src={article.coverImage} sizes="(max-width: 1000px) 100vw, 960px" priority />
      <ArticleBody html={article.body} />
      <BackLink>More stories in the magazine</BackLink>
    </article>
  );
}
