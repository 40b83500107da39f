import { artworkCountInput } from '@easel/contracts';
import { bodyOf, parseInput } from '@easel/service-kit';
import { Router } from 'express';
import { setArtworkCount } from '../../domain/artwork-count';
import type { IdentityDeps } from '../../domain/identity-deps';
import { endedSessionsSince, endEverySession } from '../../domain/sessions';
import { artistCard, publicProfile, userContact } from '../../domain/user-profile';

/**
 * Calls from other services, holding the service credential (buildServiceApp checks it). The gateway does not
 * route /internal, so the public never reaches these; answers hold public fields only.
 */
export function internalRoutes(deps: IdentityDeps): Router {
  const router = Router();

  router.get('/internal/users/:id', async (req, res) => {
    res.json(await publicProfile(deps, req.params.id));
  });

  router.get('/internal/users/:id/contact', async (req, res) => {
    res.json(await userContact(deps, req.params.id));
  });

  router.put('/internal/users/:id/artwork-count', async (req, res) => {
    res.json(await setArtworkCount(deps, req.params.id, parseInput(artworkCountInput, bodyOf(req))));
  });

  router.get('/internal/artists/:slug', async (req, res) => {
    res.json(await artistCard(deps, req.params.slug));
  });

  // Every service polls this every second (service-kit's followEndedSessions) and refuses those sessions' tokens.
  router.get('/internal/sessions/ended', async (req, res) => {
    const after = typeof req.query.after === 'string' ? req.query.after : undefined;
    res.json(await endedSessionsSince(deps, after));
  });

  // An admin suspension: every session of the user ends.
  router.post('/internal/users/:id/sessions/end', async (req, res) => {
    res.json(await endEverySession(deps, req.params.id));
  });

  return router;
}
