import { sanitizeArticleHtml } from './article-html';

export interface NewArticle {
  link: string;
  title: string;
  excerpt: string;
  coverImage: string;
  body: string;
  author: string;
  /** null: a draft, not public until it is given a time */
  publishedAt: Date | null;
}

/** A body that went through sanitizeArticleHtml; the type lets the repository store nothing else. */
type SanitisedHtml = string & { readonly brand: 'SanitisedHtml' };

export type PreparedArticle = Omit<NewArticle, 'body'> & { body: SanitisedHtml };

// Cleaned once, before it is stored: every row ever stored was cleaned on its way in, so reads send it as it is.
export function prepareArticle(article: NewArticle): PreparedArticle {
  return { ...article, body: sanitizeArticleHtml(article.body) as SanitisedHtml };
}
