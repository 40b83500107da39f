import { NotFoundError } from '@easel/service-kit';
import { Router } from 'express';
import type { createPulseRepository } from '../../data-access/pulse-repository';
import { placeIn } from '../../domain/pulse-ranking';
import { isoWeekStart } from '../../domain/week';

/**
 * Reads for other services over the private network, without a token; the gateway does not route
 * /internal. Catalog asks for an artwork's rank when it renders the artwork page, and for the week's
 * featured artworks for the home page and the cards' Pulse badge.
 */
export function internalRoutes(pulse: ReturnType<typeof createPulseRepository>, now: () => Date = () => new Date()): Router {
  return Router()
    .get('/internal/pulse/week', async (_req, res) => {
      const entries = await pulse.week(isoWeekStart(now()));
      res.json({ entries: entries.map(({ artSlug, position }) => ({ slug: artSlug, position })) });
    })
    .get('/internal/pulse/rank/:slug', async (req, res) => {
      const place = placeIn(await pulse.week(isoWeekStart(now())), req.params.slug);
      if (!place) throw new NotFoundError('This artwork is not in this week’s Pulse');
      res.json(place);
    });
}
