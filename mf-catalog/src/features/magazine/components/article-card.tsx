import type { ArticleSummary } from '@easel/contracts';
import { PageLink } from '@easel/ui';
import { ArticleByline } from './article-byline';
import { ArticleCover } from './article-cover';
import './article-card.css';

/** An article on /magazine: cover, title (the link, stretched over the card), excerpt, author and date. */
export function ArticleCard({ article, lead = false }: { article: ArticleSummary; lead?: boolean }) {
  const Title = lead ? 'h2' : 'h3';
  return (
    <article className={lead ? 'cat-mag-card cat-mag-card--lead' : 'cat-mag-card'}>
      <ArticleCover
        src={article.coverImage}
        sizes={lead ? '(max-width: 768px) 100vw, 760px' : '(max-width: 768px) 100vw, 420px'}
        priority={lead}
      />
      <div className="cat-mag-card__text">
        <Title className="cat-mag-card__title">
          <PageLink href={`/magazine/${article.link}`} className="cat-mag-card__link">
            {article.title}
          </PageLink>
        </Title>
        <p className="cat-mag-card__excerpt">{article.excerpt}</p>
        <ArticleByline author={article.author} publishedAt={article.publishedAt} />
      </div>
    </article>
  );
}
