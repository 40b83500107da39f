import { AUDIENCE, authenticate, requireAuth, type Logger, type TokenVerifier } from '@easel/service-kit';
import { Router } from 'express';
import type { IdentityDeps } from '../../domain/identity-deps';
import { isRevoked } from '../../domain/sessions';
import { authRoutes } from './auth-routes';
import { bookmarkRoutes } from './bookmark-routes';
import { internalRoutes } from './internal-routes';
import { userRoutes } from './user-routes';

export function identityRoutes(deps: IdentityDeps, verifier: TokenVerifier, logger: Logger): Router {
  const signedIn = [authenticate(verifier, { audience: AUDIENCE.user, isRevoked: (claims) => isRevoked(deps, claims) }), requireAuth];
  const router = Router();
  router.use(authRoutes(deps, signedIn, logger));
  router.use(userRoutes(deps, signedIn));
  router.use(bookmarkRoutes(deps, signedIn));
  router.use(internalRoutes(deps));
  return router;
}
