import { Router } from 'express';
import type { CommentDeps } from '../../domain/comment-deps';
import type { PulseDeps } from '../../domain/pulse-deps';
import type { ReportDeps } from '../../domain/reports';
import { analyticsRoutes } from './analytics-routes';
import { commentRoutes } from './comment-routes';
import { pulseRoutes } from './pulse-routes';

/** Comments, their votes and reports (comment-routes); the Weekly Pulse's votes, standing, archive and internal reads (pulse-routes). */
export function communityRoutes(deps: CommentDeps & ReportDeps & PulseDeps): Router {
  return Router().use(commentRoutes(deps), pulseRoutes(deps), analyticsRoutes(deps));
}
