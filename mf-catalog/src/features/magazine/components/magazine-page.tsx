import { Button, Spinner } from '@easel/ui';
import { useListArticlesQuery } from '../api/list-articles';
import { ArticleCard } from './article-card';
import '../../../shared/components/page.css';
import './magazine.css';

/** /magazine — the newest article large, the others in a grid. */
export function MagazinePage() {
  return (
    <div className="cat-page cat-magazine">
      <header className="cat-magazine__header">
        <h1>Magazine</h1>
        <p className="cat-note">Studio visits, buying guides and news from The Weekly Pulse.</p>
      </header>
      <Articles />
    </div>
  );
}

function Articles() {
  const { data, isLoading, isError, refetch } = useListArticlesQuery();
  if (isLoading) return <Spinner label="Loading articles" />;
  if (isError || !data) {
    return (
      <div className="cat-magazine__state">
        <p className="cat-note cat-note--error">The magazine could not be loaded. Please try again later.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const [lead, ...more] = data.articles;
  if (!lead) return <p className="cat-note">No articles have been published yet. Check back soon.</p>;
  return (
    <>
      <ArticleCard article={lead} lead />
      {more.length > 0 && (
        <section className="cat-home__section" aria-labelledby="cat-magazine-more">
          <h2 id="cat-magazine-more">More stories</h2>
          <ul className="cat-magazine__grid" aria-label="More stories">
            {more.map((article) => (
              <li key={article.link}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
