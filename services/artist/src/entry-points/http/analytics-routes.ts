import { analyticsSummaryInput, NOT_AN_ARTIST } from '@easel/contracts/src/analytics';
import { caller, NotAllowedError, parseInput, requireAuth } from '@easel/service-kit';
import { Router } from 'express';
import { createAnalyticsSources } from '../../data-access/analytics-sources';
import type { ArtistDeps } from '../../domain/artist-deps';
import { analyticsSummary } from '../../domain/analytics-summary';

/** Collector analytics: the caller's own numbers only, so nothing here takes an artist's id or slug. */
export function analyticsRoutes(deps: ArtistDeps): Router {
  const sources = createAnalyticsSources(deps.ctx.internal, deps.ctx.config, deps.ctx.logger);
  return Router().get('/analytics/summary', requireAuth, async (req, res) => {
    const artist = caller(req);
    if (artist.role !== 'user') throw new NotAllowedError(NOT_AN_ARTIST);
    res.json(await analyticsSummary(sources, artist.sub, parseInput(analyticsSummaryInput, req.query), deps.now()));
  });
}
