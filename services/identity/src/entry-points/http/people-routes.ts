import { peopleSearchQuery, personSuspendedInput } from '@easel/contracts';
import { bodyOf, parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { IdentityDeps } from '../../domain/identity-deps';
import { personDetails, searchPeople, sendPasswordReset } from '../../domain/people';
import { setSuspended } from '../../domain/suspension';

/** The admin area's calls (service credential): search accounts, one account, suspend or restore it, mail a password reset. */
export function peopleRoutes(deps: IdentityDeps): Router {
  const router = Router();

  router.get('/internal/people', async (req, res) => {
    res.json(await searchPeople(deps, parseInput(peopleSearchQuery, req.query)));
  });

  router.get('/internal/people/:id', async (req, res) => {
    res.json(await personDetails(deps, req.params.id));
  });

  router.put('/internal/people/:id/suspended', async (req, res) => {
    const { suspended } = parseInput(personSuspendedInput, bodyOf(req));
    res.json(await setSuspended(deps, req.params.id, suspended));
  });

  router.post('/internal/people/:id/password-reset', async (req, res) => {
    res.json(await sendPasswordReset(deps, req.params.id));
  });

  return router;
}
