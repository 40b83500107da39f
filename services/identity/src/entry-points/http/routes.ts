import { requireAuth, type Logger } from '@easel/service-kit';
import { Router } from 'express';
import type { IdentityDeps } from '../../domain/identity-deps';
import { analyticsRoutes } from './analytics-routes';
import { authRoutes } from './auth-routes';
import { bookmarkRoutes } from './bookmark-routes';
import { followerRoutes } from './follower-routes';
import { internalRoutes } from './internal-routes';
import { peopleRoutes } from './people-routes';
import { userRoutes } from './user-routes';

/** The bearer token was read before these routes (buildServiceApp): a bad one or an ended session never gets here. */
export function identityRoutes(deps: IdentityDeps, logger: Logger): Router {
  const signedIn = [requireAuth];
  const router = Router();
  router.use(authRoutes(deps, logger));
  router.use(userRoutes(deps, signedIn));
  router.use(bookmarkRoutes(deps, signedIn));
  router.use(internalRoutes(deps));
  router.use(peopleRoutes(deps));
  router.use(analyticsRoutes(deps));
  router.use(followerRoutes(deps));
  return router;
}
