import { AUDIENCE, authenticate, requireAuth, type TokenVerifier } from '@easel/service-kit';
import { Router, type RequestHandler } from 'express';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { artworkRoutes } from './artwork-routes';
import { listingRoutes } from './listing-routes';
import { magazineRoutes } from './magazine-routes';
import { mediaRoutes } from './media-routes';

export function catalogRoutes(deps: CatalogDeps, verifier: TokenVerifier): Router {
  const authenticateUser = authenticate(verifier, { audience: AUDIENCE.user });
  const signedIn = [authenticateUser, requireAuth];
  // Public pages read the caller when a good token comes along; a stale one does not cost the visitor the page.
  const maybeSignedIn: RequestHandler = async (req, res, next) => {
    await authenticateUser(req, res, () => undefined).catch(() => undefined);
    next();
  };
  return Router()
    .use(listingRoutes(deps))
    .use(artworkRoutes(deps, signedIn, maybeSignedIn))
    .use(mediaRoutes(deps, signedIn))
    .use(magazineRoutes(deps));
}
