import {
  ARTICLE_NOT_FOUND,
  SCHEDULE_IN_THE_PAST,
  WRITE_THE_ARTICLE,
  type AdminArticle,
  type ArticleInput,
  firstFreeSlug,
  slugify,
} from '@easel/contracts';
import { InputError, NotFoundError } from '@easel/service-kit';
import type { CatalogDeps } from './catalog-deps';
import { prepareArticle, type NewArticle, type PreparedArticle } from './article';

const EXCERPT_MAX = 200;

/** The first words of the body as a reader sees them (the cards on /magazine show it under the title). */
function excerptOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= EXCERPT_MAX) return text;
  const cut = text.slice(0, EXCERPT_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : EXCERPT_MAX)}…`;
}

/** What a change was and became, for the admin's audit line: never the whole body. */
export interface ArticleChange {
  before: AuditedArticle | null;
  after: AuditedArticle;
  article: AdminArticle;
}
type AuditedArticle = Pick<AdminArticle, 'title' | 'status' | 'publishedAt'>;
const audited = ({ title, status, publishedAt }: AdminArticle): AuditedArticle => ({ title, status, publishedAt });

async function articleOf(deps: Pick<CatalogDeps, 'articles'>, id: string): Promise<AdminArticle> {
  const article = await deps.articles.findById(id);
  if (!article) throw new NotFoundError(ARTICLE_NOT_FOUND);
  return article;
}

const changed = async (
  deps: Pick<CatalogDeps, 'articles'>,
  before: AdminArticle | null,
  id: string,
): Promise<ArticleChange> => {
  const article = await articleOf(deps, id);
  return { before: before && audited(before), after: audited(article), article };
};

/** A new article is a draft; its link comes from its first title and stays, so a shared link keeps working. */
/** Sanitised, with the editor's standfirst or the body's first words; a body that was nothing but code has nothing left to read. */
function prepared(article: NewArticle): PreparedArticle {
  const clean = prepareArticle(article);
  const words = excerptOf(clean.body);
  if (!words) throw new InputError(WRITE_THE_ARTICLE);
  return { ...clean, excerpt: article.excerpt || words };
}

export async function writeArticle(
  deps: Pick<CatalogDeps, 'articles'>,
  input: ArticleInput,
  author: string,
): Promise<ArticleChange> {
  const base = slugify(input.title, { maxLength: 80, fallback: 'article' });
  const link = firstFreeSlug(base, await deps.articles.linksLike(base));
  const id = await deps.articles.insert(prepared({ ...input, link, author, publishedAt: null }));
  return changed(deps, null, id);
}

export async function editArticle(
  deps: Pick<CatalogDeps, 'articles'>,
  id: string,
  input: ArticleInput,
): Promise<ArticleChange> {
  const before = await articleOf(deps, id);
  await deps.articles.update(id, prepared({ ...before, ...input, publishedAt: null }));
  return changed(deps, before, id);
}

/** Now, or at a later time: the public reads compare that time with the clock, so no job has to publish it. */
export async function publishArticle(
  deps: Pick<CatalogDeps, 'articles'>,
  id: string,
  at: Date | undefined,
  now: Date,
): Promise<ArticleChange> {
  if (at && at.getTime() <= now.getTime()) throw new InputError(SCHEDULE_IN_THE_PAST);
  const before = await articleOf(deps, id);
  await deps.articles.setPublishedAt(id, at ?? now);
  return changed(deps, before, id);
}

export async function unpublishArticle(deps: Pick<CatalogDeps, 'articles'>, id: string): Promise<ArticleChange> {
  const before = await articleOf(deps, id);
  await deps.articles.setPublishedAt(id, null);
  return changed(deps, before, id);
}
