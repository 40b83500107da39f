import { Router } from 'express';
import { artistFollowers } from '../../domain/artist-followers';
import type { IdentityDeps } from '../../domain/identity-deps';

/** For the artist service's newsletter, with the service credential (buildServiceApp checks it on /internal). */
export function followerRoutes(deps: IdentityDeps): Router {
  return Router().get('/internal/artists/:id/followers', async (req, res) => {
    const after = typeof req.query.after === 'string' ? req.query.after : undefined;
    const limit = typeof req.query.limit === 'string' ? Number.parseInt(req.query.limit, 10) || undefined : undefined;
    res.json(await artistFollowers(deps, req.params.id, after, limit));
  });
}
