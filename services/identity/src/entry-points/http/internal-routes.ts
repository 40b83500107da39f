import { Router } from 'express';
import type { IdentityDeps } from '../../domain/identity-deps';
import { publicProfile } from '../../domain/user-profile';

/**
 * Reads for other services over the private network, without a token. The gateway does not
 * route /internal, so the public never reaches these; answers hold public fields only.
 */
export function internalRoutes(deps: IdentityDeps): Router {
  const router = Router();

  router.get('/internal/users/:id', async (req, res) => {
    res.json(await publicProfile(deps, req.params.id));
  });

  return router;
}
