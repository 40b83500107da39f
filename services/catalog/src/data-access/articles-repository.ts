import type { Article, ArticleSummary } from '@easel/contracts/src/catalog';
import type { Db } from '@easel/service-kit';
import type { PreparedArticle } from '../domain/article';

interface ArticleRow {
  link: string;
  title: string;
  excerpt: string;
  cover_image: string;
  body_html: string;
  author: string;
  published_at: Date;
}

const SUMMARY_COLUMNS = ['link', 'title', 'excerpt', 'cover_image', 'author', 'published_at'];

const toSummary = (row: Omit<ArticleRow, 'body_html'>): ArticleSummary => ({
  link: row.link,
  title: row.title,
  excerpt: row.excerpt,
  coverImage: row.cover_image,
  author: row.author,
  publishedAt: new Date(row.published_at).toISOString(),
});

export function createArticlesRepository(db: Db) {
  return {
    /** Published articles, newest first; an article dated in the future waits for its day. */
    async list(): Promise<ArticleSummary[]> {
      const rows = await db('articles').select(SUMMARY_COLUMNS).where('published_at', '<=', db.fn.now()).orderBy('published_at', 'desc');
      return rows.map(toSummary);
    },

    async findByLink(link: string): Promise<Article | undefined> {
      const row: ArticleRow | undefined = await db('articles').where({ link }).where('published_at', '<=', db.fn.now()).first();
      return row && { ...toSummary(row), body: row.body_html };
    },

    async insertMany(articles: PreparedArticle[]): Promise<void> {
      const rows = articles.map((a) => ({
        link: a.link,
        title: a.title,
        excerpt: a.excerpt,
        cover_image: a.coverImage,
        body_html: a.body,
        author: a.author,
        published_at: a.publishedAt,
      }));
      if (rows.length) await db('articles').insert(rows).onConflict('link').ignore();
    },

    async isEmpty(): Promise<boolean> {
      return !(await db('articles').first('link'));
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
