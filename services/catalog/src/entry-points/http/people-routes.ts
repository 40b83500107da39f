import { PERSON_LIST_LIMIT } from '@easel/contracts/src/admin-people';
import { isUuid } from '@easel/contracts/src/ids';
import { NotFoundError, type Db } from '@easel/service-kit';
import { Router } from 'express';
import { createOwnerArtworks } from '../../data-access/owner-artworks';

/** The admin area's read of one account's works (service credential): GET /internal/people/:id/artworks. */
export function peopleRoutes(db: Db): Router {
  const ownerArtworks = createOwnerArtworks(db);
  return Router().get('/internal/people/:id/artworks', async (req, res) => {
    if (!isUuid(req.params.id)) throw new NotFoundError('User not found');
    res.json(await ownerArtworks(req.params.id, PERSON_LIST_LIMIT));
  });
}
