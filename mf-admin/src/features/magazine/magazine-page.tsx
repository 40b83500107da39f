import type { ReactNode } from 'react';
import { Link, Route, Routes, useOutletContext, useParams } from 'react-router-dom';
import type { AdminProfile } from '@easel/contracts';
import { ErrorFallback, Spinner } from '@easel/ui';
import { ArticleForm } from './article-form';
import { ArticleList } from './article-list';
import { ArticlePublishing } from './article-publishing';
import { useArticleQuery } from './magazine-api';
import './magazine.css';

/** The magazine: the list of articles, writing a new one, and editing and publishing one. */
export function MagazinePage() {
  const admin = useOutletContext<AdminProfile>();
  return (
    <Routes>
      <Route index element={<ArticleList />} />
      <Route
        path="new"
        element={
          <ArticleScreen title="Write an article">
            <ArticleForm author={admin.name} />
          </ArticleScreen>
        }
      />
      <Route path=":id" element={<EditArticle author={admin.name} />} />
    </Routes>
  );
}

function ArticleScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="adm-magazine" aria-labelledby="article-title">
      <Link to="/admin/magazine">← All articles</Link>
      <h1 id="article-title">{title}</h1>
      {children}
    </section>
  );
}

function EditArticle({ author }: { author: string }) {
  const { id = '' } = useParams();
  const article = useArticleQuery(id);
  if (article.isLoading) return <Spinner label="Loading the article" />;
  if (article.isError || !article.data)
    return <ErrorFallback title="The article could not be loaded" onRetry={() => void article.refetch()} />;
  return (
    <ArticleScreen title={article.data.title}>
      <ArticlePublishing article={article.data} />
      {/* A fresh form for each article: the editor's first value is read once. */}
      <ArticleForm key={article.data.id} article={article.data} author={author} />
    </ArticleScreen>
  );
}
