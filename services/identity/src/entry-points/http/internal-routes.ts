import { artworkCountInput } from '@easel/contracts/src/internal';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import { setArtworkCount } from '../../domain/artwork-count';
import type { IdentityDeps } from '../../domain/identity-deps';
import { publicProfile } from '../../domain/user-profile';
import { bodyOf } from './request-body';

/**
 * Calls from other services over the private network, without a token. The gateway does not
 * route /internal, so the public never reaches these; answers hold public fields only.
 */
export function internalRoutes(deps: IdentityDeps): Router {
  const router = Router();

  router.get('/internal/users/:id', async (req, res) => {
    res.json(await publicProfile(deps, req.params.id));
  });

  router.put('/internal/users/:id/artwork-count', async (req, res) => {
    res.json(await setArtworkCount(deps, req.params.id, parseInput(artworkCountInput, bodyOf(req))));
  });

  return router;
}
