import { analyticsSummaryInput, NOT_AN_ARTIST } from '@easel/contracts';
import { caller, NotAllowedError, parseInput, requireAuth } from '@easel/service-kit';
import { Router } from 'express';
import { analyticsSummary } from '../../domain/analytics-summary';
import type { ArtistDeps } from '../../deps';

/** Collector analytics: the caller's own numbers only, so nothing here takes an artist's id or slug. */
export function analyticsRoutes(deps: ArtistDeps): Router {
  return Router().get('/analytics/summary', requireAuth, async (req, res) => {
    const artist = caller(req);
    if (artist.role !== 'user') throw new NotAllowedError(NOT_AN_ARTIST);
    res.json(
      await analyticsSummary(deps.analytics, artist.sub, parseInput(analyticsSummaryInput, req.query), deps.now()),
    );
  });
}
