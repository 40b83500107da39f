import {
  articleInput,
  articlePublishInput,
  type AdminArticle,
  type AdminArticlePage,
  adminActionInput,
  adminPageQuery,
} from '@easel/contracts';
import { parseInput, bodyOf } from '@easel/service-kit';
import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import { articlePath, editArticle, publishArticle, unpublishArticle, writeArticle } from '../../domain/magazine-desk';
import { actingAdmin, type AdminGuard, pathParam } from './admin-guard';

/** The magazine: articles written, scheduled, published and unpublished (catalog owns them), and their covers. */
export function magazineRoutes(deps: AdminDeps, can: AdminGuard): Router {
  const editor = can('magazine.manage');
  return Router()
    .get('/admin/magazine/articles', ...editor, async (req, res) => {
      const { page } = parseInput(adminPageQuery, req.query);
      res.json((await deps.services.get<AdminArticlePage>('catalog', `/internal/articles?page=${page}`)).body);
    })
    .get('/admin/magazine/articles/:id', ...editor, async (req, res) => {
      res.json((await deps.services.get<AdminArticle>('catalog', articlePath(pathParam(req, 'id')))).body);
    })
    .post('/admin/magazine/articles', ...editor, async (req, res) => {
      res.status(201).json(await writeArticle(deps, actingAdmin(res), parseInput(articleInput, bodyOf(req))));
    })
    .put('/admin/magazine/articles/:id', ...editor, async (req, res) => {
      res.json(await editArticle(deps, actingAdmin(res), pathParam(req, 'id'), parseInput(articleInput, bodyOf(req))));
    })
    .post('/admin/magazine/articles/:id/publish', ...editor, async (req, res) => {
      res.json(
        await publishArticle(
          deps,
          actingAdmin(res),
          pathParam(req, 'id'),
          parseInput(articlePublishInput, bodyOf(req)),
        ),
      );
    })
    .post('/admin/magazine/articles/:id/unpublish', ...editor, async (req, res) => {
      res.json(
        await unpublishArticle(deps, actingAdmin(res), pathParam(req, 'id'), parseInput(adminActionInput, bodyOf(req))),
      );
    })
    .post('/admin/magazine/covers', ...editor, async (req, res) => {
      res.status(201).json(await deps.covers.send(actingAdmin(res).id, req));
    });
}
