import type { AdminPulseState } from '@easel/contracts';
import { PULSE_BUSY, PULSE_FEATURED, pulseVotingInput } from '@easel/contracts';
import { bodyOf, ConflictError, NotFoundError, parseInput } from '@easel/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { PulseDeps } from '../../domain/pulse-deps';
import { recomputeWeek } from '../../domain/pulse-job';
import { placeIn } from '../../domain/pulse-ranking';
import { pulseWeek, pulseWeeks } from '../../domain/pulse-standing';
import { isoWeekStart, isWeekStart } from '../../domain/week';

export const weekParam = z
  .string({ error: 'Week must be a date like 2026-11-16' })
  .refine(isWeekStart, 'Week must be the Monday that starts it, as YYYY-MM-DD (like 2026-11-16)');

/**
 * Calls from other services over the private network, holding the service credential; the gateway does not route
 * /internal. Catalog asks for an artwork's rank when it renders the artwork page (its badges come by the outbox);
 * the admin area switches voting for the running week, reads every week, and ranks a week again.
 */
export function internalRoutes(deps: PulseDeps): Router {
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
      const { open } = parseInput(pulseVotingInput, bodyOf(req));
      const week = running();
      await deps.pulse.setVotingOpen(week, open);
      res.json({ week, votingOpen: open });
    })
    .get('/internal/pulse/state', async (_req, res) => {
      const week = running();
      const [{ votingOpen }, { weeks }] = await Promise.all([deps.pulse.state(week), pulseWeeks(deps)]);
      res.json({ week, votingOpen, weeks } satisfies AdminPulseState);
    })
    .get('/internal/pulse/weeks/:week', async (req, res) => {
      res.json(await pulseWeek(deps, parseInput(weekParam, req.params.week)));
    })
    .post('/internal/pulse/weeks/:week/recompute', async (req, res) => {
      const week = parseInput(weekParam, req.params.week);
      if (week > running()) throw new NotFoundError('No Pulse for this week');
      if (!(await recomputeWeek(deps, week))) throw new ConflictError(PULSE_BUSY);
      res.json(await pulseWeek(deps, week));
    });
}
