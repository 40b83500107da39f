import { Router } from 'express';
import { createPulseRepository } from '../../data-access/pulse-repository';
import type { CommunityContext } from '../../service';
import { internalRoutes } from './internal-routes';

/** Comments, upvotes and the public Weekly Pulse arrive in later work; health checks come from the kit. */
export function communityRoutes({ db }: CommunityContext): Router {
  return Router().use(internalRoutes(createPulseRepository(db)));
}
