import type { AdminArticle, AdminArticleSummary, ArticleStatus, Article, ArticleSummary } from '@easel/contracts';
import type { Db } from '@easel/service-kit';
import type { PreparedArticle } from '../domain/article';

interface ArticleRow {
  id: string;
  link: string;
  title: string;
  excerpt: string;
  cover_image: string;
  body_html: string;
  author: string;
  published_at: Date | null;
  updated_at: Date;
  /** published_at has come, by the database's clock (the same clock the public reads use) */
  is_out: boolean;
}

const SUMMARY_COLUMNS = ['link', 'title', 'excerpt', 'cover_image', 'author', 'published_at'];

const toSummary = (row: Omit<ArticleRow, 'body_html' | 'id' | 'updated_at' | 'is_out'>): ArticleSummary => ({
  link: row.link,
  title: row.title,
  excerpt: row.excerpt,
  coverImage: row.cover_image,
  author: row.author,
  publishedAt: new Date(row.published_at ?? 0).toISOString(),
});

const statusOf = (row: ArticleRow): ArticleStatus =>
  row.published_at === null ? 'draft' : row.is_out ? 'published' : 'scheduled';

const toAdminSummary = (row: ArticleRow): AdminArticleSummary => ({
  id: row.id,
  link: row.link,
  title: row.title,
  coverImage: row.cover_image,
  author: row.author,
  status: statusOf(row),
  publishedAt: row.published_at && new Date(row.published_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const toAdminArticle = (row: ArticleRow): AdminArticle => ({
  ...toAdminSummary(row),
  excerpt: row.excerpt,
  body: row.body_html,
});

const toRow = (a: PreparedArticle) => ({
  link: a.link,
  title: a.title,
  excerpt: a.excerpt,
  cover_image: a.coverImage,
  body_html: a.body,
  author: a.author,
  published_at: a.publishedAt,
});

export function createArticlesRepository(db: Db) {
  const isOut = db.raw('coalesce(published_at <= now(), false) as is_out');
  return {
    /** Published articles, newest first; an article dated in the future waits for its day, a draft has none. */
    async list(): Promise<ArticleSummary[]> {
      const rows = await db('articles')
        .select(SUMMARY_COLUMNS)
        .where('published_at', '<=', db.fn.now())
        .orderBy('published_at', 'desc');
      return rows.map(toSummary);
    },

    async findByLink(link: string): Promise<Article | undefined> {
      const row: ArticleRow | undefined = await db('articles')
        .where({ link })
        .where('published_at', '<=', db.fn.now())
        .first();
      return row && { ...toSummary(row), body: row.body_html };
    },

    /** Every article for the editors, whatever its state: the last changed first. */
    async page(page: number, pageSize: number): Promise<{ articles: AdminArticleSummary[]; total: number }> {
      const [rows, counted] = await Promise.all([
        db('articles')
          .select('*', isOut)
          .orderBy([{ column: 'updated_at', order: 'desc' }, 'id'])
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db('articles').count<{ count: string | number }[]>('* as count'),
      ]);
      return { articles: (rows as ArticleRow[]).map(toAdminSummary), total: Number(counted[0]?.count ?? 0) };
    },

    async findById(id: string): Promise<AdminArticle | undefined> {
      const row: ArticleRow | undefined = await db('articles').select('*', isOut).where({ id }).first();
      return row && toAdminArticle(row);
    },

    async linksLike(base: string): Promise<string[]> {
      const rows: { link: string }[] = await db('articles')
        .where('link', base)
        .orWhere('link', 'like', `${base}-%`)
        .select('link');
      return rows.map((row) => row.link);
    },

    async insert(article: PreparedArticle): Promise<string> {
      const [row] = await db('articles').insert(toRow(article)).returning('id');
      return (row as { id: string }).id;
    },

    async update(
      id: string,
      changes: Pick<PreparedArticle, 'title' | 'excerpt' | 'coverImage' | 'body'>,
    ): Promise<void> {
      await db('articles').where({ id }).update({
        title: changes.title,
        excerpt: changes.excerpt,
        cover_image: changes.coverImage,
        body_html: changes.body,
        updated_at: db.fn.now(),
      });
    },

    /** null takes the article back to a draft. */
    async setPublishedAt(id: string, at: Date | null): Promise<void> {
      await db('articles').where({ id }).update({ published_at: at, updated_at: db.fn.now() });
    },

    async insertMany(articles: PreparedArticle[]): Promise<void> {
      if (articles.length) await db('articles').insert(articles.map(toRow)).onConflict('link').ignore();
    },

    async isEmpty(): Promise<boolean> {
      return !(await db('articles').first('link'));
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
