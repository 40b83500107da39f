import type { Article } from '@easel/contracts/src/catalog';
import { sanitizeArticleHtml } from './article-html';

export interface NewArticle {
  link: string;
  title: string;
  excerpt: string;
  coverImage: string;
  body: string;
  author: string;
  publishedAt: Date;
}

/** Every article is stored through here, so no body reaches the database unsanitised. */
export function prepareArticle(article: NewArticle): NewArticle {
  return { ...article, body: sanitizeArticleHtml(article.body) };
}

export type { Article };
