import { weeklySinceQuery, type WeeklyCountsAnswer } from '@easel/contracts';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { CatalogDeps } from '../../domain/catalog-deps';

/** The admin dashboard asks (with the service credential) how many artworks were added per week. */
export function dashboardRoutes(deps: Pick<CatalogDeps, 'newArtworksPerWeek'>): Router {
  return Router().get('/internal/dashboard/new-artworks', async (req, res) => {
    const { since } = parseInput(weeklySinceQuery, req.query);
    res.json({ weeks: await deps.newArtworksPerWeek(since) } satisfies WeeklyCountsAnswer);
  });
}
