import {
  adminActionInput,
  peopleSearchQuery,
  type PeoplePage,
  type PersonArtworks,
  type PersonDetails,
  type PersonOrders,
} from '@easel/contracts';
import { parseInput, bodyOf } from '@easel/service-kit';
import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import { personPath, sendPasswordReset, setSuspension } from '../../domain/people';
import { actingAdmin, type AdminGuard, pathParam } from './admin-guard';

// The guard's middlewares in front of a handler hide the path's own parameter types from express's typings.

/** Users and artists: search, one account with its works and orders, suspend and restore, send a password reset. */
export function peopleRoutes(deps: AdminDeps, can: AdminGuard): Router {
  const router = Router();

  router.get('/admin/people', ...can('people.read'), async (req, res) => {
    const { q, page } = parseInput(peopleSearchQuery, req.query);
    const search = new URLSearchParams({ q, page: String(page) });
    res.json((await deps.services.get<PeoplePage>('identity', `/internal/people?${search}`)).body);
  });

  router.get('/admin/people/:id', ...can('people.read'), async (req, res) => {
    res.json((await deps.services.get<PersonDetails>('identity', personPath(pathParam(req, 'id')))).body);
  });

  // Works and orders come from their own services, each on its own: one slow service leaves the rest of the page.
  router.get('/admin/people/:id/artworks', ...can('people.read'), async (req, res) => {
    res.json((await deps.services.get<PersonArtworks>('catalog', `${personPath(pathParam(req, 'id'))}/artworks`)).body);
  });

  router.get('/admin/people/:id/orders', ...can('people.read'), async (req, res) => {
    res.json((await deps.services.get<PersonOrders>('commerce', `${personPath(pathParam(req, 'id'))}/orders`)).body);
  });

  for (const [action, suspended] of [
    ['suspend', true],
    ['restore', false],
  ] as const) {
    router.post(`/admin/people/:id/${action}`, ...can('people.act'), async (req, res) => {
      const { reason } = parseInput(adminActionInput, bodyOf(req));
      res.json({ person: await setSuspension(deps, actingAdmin(res), pathParam(req, 'id'), suspended, reason) });
    });
  }

  router.post('/admin/people/:id/password-reset', ...can('people.act'), async (req, res) => {
    const { reason } = parseInput(adminActionInput, bodyOf(req));
    res.json(await sendPasswordReset(deps, actingAdmin(res), pathParam(req, 'id'), reason));
  });

  return router;
}
