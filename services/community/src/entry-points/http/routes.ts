import { Router } from 'express';
import { pulseDepsOf } from '../../domain/pulse-deps';
import type { CommunityContext } from '../../service';
import { analyticsRoutes } from './analytics-routes';
import { commentRoutes } from './comment-routes';
import { pulseRoutes } from './pulse-routes';

/** Comments, their votes and reports (comment-routes); the Weekly Pulse's votes, standing, archive and internal reads (pulse-routes). */
export function communityRoutes(ctx: CommunityContext): Router {
  return Router().use(commentRoutes(ctx), pulseRoutes(ctx), analyticsRoutes(pulseDepsOf(ctx)));
}
