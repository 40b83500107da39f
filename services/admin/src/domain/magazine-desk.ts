import type { AdminActionInput, AdminArticle, ArticleInput, ArticlePublishInput } from '@easel/contracts';
import type { Admin } from './admin';
import type { AdminDeps } from './admin-deps';

type MagazineDeps = Pick<AdminDeps, 'services' | 'auditLog'>;

/** catalog's answer to a change: the article, and what its audit line keeps (title, status, time: never the body). */
interface ArticleChange {
  before: unknown;
  after: unknown;
  article: AdminArticle;
}

export const articlePath = (id: string) => `/internal/articles/${encodeURIComponent(id)}`;

async function audited(
  deps: MagazineDeps,
  admin: Admin,
  action: string,
  change: ArticleChange,
  reason?: string,
): Promise<AdminArticle> {
  await deps.auditLog.record({
    adminId: admin.id,
    action,
    target: `article:${change.article.link}`,
    reason: reason ?? null,
    before: change.before,
    after: change.after,
    details: { articleId: change.article.id },
  });
  return change.article;
}

/** A new article is a draft signed with the editor's name; catalog sanitises the body before it is stored. */
export async function writeArticle(deps: MagazineDeps, admin: Admin, input: ArticleInput): Promise<AdminArticle> {
  const { body } = await deps.services.post<ArticleChange>('catalog', '/internal/articles', {
    ...input,
    author: admin.name,
  });
  return audited(deps, admin, 'article.create', body);
}

export async function editArticle(
  deps: MagazineDeps,
  admin: Admin,
  id: string,
  input: ArticleInput,
): Promise<AdminArticle> {
  const { body } = await deps.services.put<ArticleChange>('catalog', articlePath(id), input);
  return audited(deps, admin, 'article.edit', body);
}

/** Now, or scheduled for a later time: catalog's public reads show it once that time has come. */
export async function publishArticle(
  deps: MagazineDeps,
  admin: Admin,
  id: string,
  { at, reason }: ArticlePublishInput,
): Promise<AdminArticle> {
  const { body } = await deps.services.post<ArticleChange>('catalog', `${articlePath(id)}/publish`, { at });
  return audited(deps, admin, at ? 'article.schedule' : 'article.publish', body, reason);
}

export async function unpublishArticle(
  deps: MagazineDeps,
  admin: Admin,
  id: string,
  { reason }: AdminActionInput,
): Promise<AdminArticle> {
  const { body } = await deps.services.post<ArticleChange>('catalog', `${articlePath(id)}/unpublish`);
  return audited(deps, admin, 'article.unpublish', body, reason);
}
