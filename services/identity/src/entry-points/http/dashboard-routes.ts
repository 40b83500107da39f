import { weeklySinceQuery, type WeeklyCountsAnswer } from '@easel/contracts';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { IdentityDeps } from '../../domain/identity-deps';

/** The admin dashboard asks (with the service credential) how many accounts were opened per week. */
export function dashboardRoutes(deps: Pick<IdentityDeps, 'users'>): Router {
  return Router().get('/internal/dashboard/new-users', async (req, res) => {
    const { since } = parseInput(weeklySinceQuery, req.query);
    res.json({ weeks: await deps.users.openedPerWeek(since) } satisfies WeeklyCountsAnswer);
  });
}
