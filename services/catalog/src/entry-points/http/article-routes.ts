import fs from 'node:fs/promises';
import {
  adminPageQuery,
  articleInput,
  ARTICLE_NOT_FOUND,
  ARTICLES_PER_PAGE,
  articlePublishTime,
} from '@easel/contracts';
import { InputError, NotFoundError, parseInput } from '@easel/service-kit';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { editArticle, publishArticle, unpublishArticle, writeArticle } from '../../domain/article-writing';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { storeUpload } from '../../domain/media-upload';
import { receivedFile, receiveOneFile } from './receive-upload';

const articleId = z.uuid(ARTICLE_NOT_FOUND);
const author = z.object({
  author: z.string({ error: 'Author is required' }).trim().min(1, 'Author is required').max(200),
});
const uploader = z.object({ uploader: z.uuid('Uploader must be an admin id') });
const NOT_A_PICTURE = 'The cover must be a JPEG, PNG or WebP picture';

// An unknown id is simply not there: a 404, never a database error.
const idOf = (req: Request) => {
  const parsed = articleId.safeParse(req.params.id);
  if (!parsed.success) throw new NotFoundError(ARTICLE_NOT_FOUND);
  return parsed.data;
};

/**
 * The admin area's magazine (the admin service checks the editor's permission and writes the audit line): every
 * article whatever its state, writing, publishing now or later, and unpublishing; and the covers it uploads.
 */
export function articleRoutes(deps: CatalogDeps, now: () => Date = () => new Date()): Router {
  return Router()
    .get('/internal/articles', async (req, res) => {
      const { page } = parseInput(adminPageQuery, req.query);
      res.json({ ...(await deps.articles.page(page, ARTICLES_PER_PAGE)), page, pageSize: ARTICLES_PER_PAGE });
    })
    .get('/internal/articles/:id', async (req, res) => {
      const article = await deps.articles.findById(idOf(req));
      if (!article) throw new NotFoundError(ARTICLE_NOT_FOUND);
      res.json(article);
    })
    .post('/internal/articles', async (req, res) => {
      const input = parseInput(articleInput, req.body);
      res.status(201).json(await writeArticle(deps, input, parseInput(author, req.body).author));
    })
    .put('/internal/articles/:id', async (req, res) => {
      res.json(await editArticle(deps, idOf(req), parseInput(articleInput, req.body)));
    })
    .post('/internal/articles/:id/publish', async (req, res) => {
      const { at } = parseInput(articlePublishTime, req.body);
      res.json(await publishArticle(deps, idOf(req), at === undefined ? undefined : new Date(at), now()));
    })
    .post('/internal/articles/:id/unpublish', async (req, res) => {
      res.json(await unpublishArticle(deps, idOf(req)));
    })
    .post('/internal/articles/covers', receiveOneFile(deps.incomingFolder), async (req, res) => {
      const file = receivedFile(req);
      const by = uploader.safeParse(req.query);
      if (!by.success || file.type.kind !== 'image') {
        await fs.rm(file.path, { force: true });
        throw new InputError(by.success ? NOT_A_PICTURE : 'Uploader must be an admin id');
      }
      res
        .status(201)
        .json(await storeUpload(deps, { sub: by.data.uploader, role: 'admin', sid: by.data.uploader }, file));
    });
}
