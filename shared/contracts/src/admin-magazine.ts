import { z } from 'zod';
import { adminActionInput } from './admin';
import { isOneLine, notAllowedCharacter } from './plain-text';

/** An article is a draft until it has a publishing time; it is scheduled until that time comes, then published. */
export type ArticleStatus = 'draft' | 'scheduled' | 'published';

export const ARTICLE_TITLE_MAX = 150;
// Well under the services' 100 kB JSON bodies, escaping included.
const ARTICLE_BODY_MAX = 60_000;
export const ARTICLES_PER_PAGE = 20;
const ARTICLE_EXCERPT_MAX = 300;

/** A line of the admin's article list. */
export interface AdminArticleSummary {
  id: string;
  link: string;
  title: string;
  coverImage: string;
  author: string;
  status: ArticleStatus;
  publishedAt: string | null;
  updatedAt: string;
}

/** One article as the editor writes it: the body is the sanitised HTML that was stored. */
export interface AdminArticle extends AdminArticleSummary {
  excerpt: string;
  body: string;
}

export interface AdminArticlePage {
  articles: AdminArticleSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export const WRITE_THE_ARTICLE = 'Please write the article';

// The text a reader would see, so an editor of empty paragraphs has not written anything yet.
const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

/** POST and PUT /admin/magazine/articles: what the editor writes. */
export const articleInput = z.object({
  title: z
    .string({ error: 'Please give the article a title' })
    .trim()
    .min(1, 'Please give the article a title')
    .max(ARTICLE_TITLE_MAX, `A title can be at most ${ARTICLE_TITLE_MAX} characters`)
    .refine(isOneLine, notAllowedCharacter('The title')),
  coverImage: z
    .string({ error: 'Please upload a cover picture' })
    .trim()
    .min(1, 'Please upload a cover picture')
    .regex(/^\/api\/media\/[\w.-]+$/, 'The cover must be a picture uploaded here'),
  /** The line under the title; left empty, the body's first words. */
  excerpt: z
    .string()
    .trim()
    .max(ARTICLE_EXCERPT_MAX, `A standfirst can be at most ${ARTICLE_EXCERPT_MAX} characters`)
    .refine(isOneLine, notAllowedCharacter('The standfirst'))
    .default(''),
  body: z
    .string({ error: WRITE_THE_ARTICLE })
    .max(ARTICLE_BODY_MAX, 'This article is too long')
    .refine(hasText, WRITE_THE_ARTICLE),
});
export type ArticleInput = z.infer<typeof articleInput>;

/** catalog's POST /internal/articles/:id/publish: at a later time (scheduled), or now when no time is given. */
export const articlePublishTime = z.object({
  at: z.iso.datetime({ offset: true, error: 'The time must be a date and time' }).optional(),
});

/** POST /admin/magazine/articles/:id/publish: publishing changes what readers see, so it asks a reason, as every admin action but writing does. */
export const articlePublishInput = adminActionInput.extend(articlePublishTime.shape);
export type ArticlePublishInput = z.infer<typeof articlePublishInput>;

export const SCHEDULE_IN_THE_PAST = 'Please choose a time in the future, or publish now';
export const ARTICLE_NOT_FOUND = 'Article not found';
