import { Router } from 'express';
import { createPulseRepository } from '../../data-access/pulse-repository';
import type { CommunityContext } from '../../service';
import { internalRoutes } from './internal-routes';

/** GET /pulse/art/:slug, POST /pulse/upvote/:slug, GET /pulse/weeks, GET /pulse/week/:week; the /internal Pulse reads. */
export function pulseRoutes({ db }: CommunityContext): Router {
  return Router().use(internalRoutes(createPulseRepository(db)));
}
