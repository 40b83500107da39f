import { PULSE_FEATURED, pulseVotingInput } from '@easel/contracts/src/community';
import { NotFoundError, parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { PulseDeps } from '../../domain/pulse-deps';
import { placeIn } from '../../domain/pulse-ranking';
import { isoWeekStart } from '../../domain/week';

/**
 * Calls from other services over the private network, holding the service credential; the gateway does not route
 * /internal. Catalog asks for an artwork's rank when it renders the artwork page (its badges come by the outbox);
 * the admin area switches voting for the running week.
 */
export function internalRoutes(deps: Pick<PulseDeps, 'pulse' | 'now'>): Router {
  const running = () => isoWeekStart(deps.now());
  return Router()
    .get('/internal/pulse/week', async (_req, res) => {
      res.json({ entries: await deps.pulse.featured(running(), PULSE_FEATURED) });
    })
    .get('/internal/pulse/rank/:slug', async (req, res) => {
      const place = placeIn(await deps.pulse.week(running()), req.params.slug);
      if (!place) throw new NotFoundError('This artwork is not in this week’s Pulse');
      res.json(place);
    })
    .put('/internal/pulse/voting', async (req, res) => {
      const { open } = parseInput(pulseVotingInput, req.body);
      const week = running();
      await deps.pulse.setVotingOpen(week, open);
      res.json({ week, votingOpen: open });
    });
}
