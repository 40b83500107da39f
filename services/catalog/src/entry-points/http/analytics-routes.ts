import { ownerWindowInput, type ArtworkViewsAnswer } from '@easel/contracts';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { CatalogDeps } from '../../domain/catalog-deps';

/** The artist service's analytics ask (with the service credential) for an artist's works and their page views per day or week. */
export function analyticsRoutes(deps: Pick<CatalogDeps, 'artworks' | 'views'>): Router {
  return Router().get('/internal/analytics/views', async (req, res) => {
    const { owner, ...window } = parseInput(ownerWindowInput, req.query);
    const [works, counts] = await Promise.all([deps.artworks.titlesOf(owner), deps.views.perBucket(owner, window)]);
    res.json({ works, counts } satisfies ArtworkViewsAnswer);
  });
}
