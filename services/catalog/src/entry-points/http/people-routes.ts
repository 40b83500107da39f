import { PERSON_LIST_LIMIT, isUuid } from '@easel/contracts';
import { NotFoundError } from '@easel/service-kit';
import { Router } from 'express';
import type { CatalogDeps } from '../../domain/catalog-deps';

/** The admin area's read of one account's works (service credential): GET /internal/people/:id/artworks. */
export function peopleRoutes(deps: Pick<CatalogDeps, 'ownerArtworks'>): Router {
  return Router().get('/internal/people/:id/artworks', async (req, res) => {
    if (!isUuid(req.params.id)) throw new NotFoundError('User not found');
    res.json(await deps.ownerArtworks(req.params.id, PERSON_LIST_LIMIT));
  });
}
