import { NotFoundError } from '@easel/service-kit';
import { Router } from 'express';
import type { CatalogDeps } from '../../domain/catalog-deps';

export function magazineRoutes(deps: CatalogDeps): Router {
  const router = Router();

  router.get('/magazine', async (_req, res) => {
    res.json({ articles: await deps.articles.list() });
  });

  router.get('/magazine/:link', async (req, res) => {
    const article = req.params.link.length <= 200 ? await deps.articles.findByLink(req.params.link) : undefined;
    if (!article) throw new NotFoundError('Article not found');
    res.json({ article });
  });

  return router;
}
