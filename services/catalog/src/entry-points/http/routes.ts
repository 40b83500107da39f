import { requireAuth } from '@easel/service-kit';
import { Router, type RequestHandler } from 'express';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { analyticsRoutes } from './analytics-routes';
import { articleRoutes } from './article-routes';
import { artworkRoutes } from './artwork-routes';
import { dashboardRoutes } from './dashboard-routes';
import { internalRoutes } from './internal-routes';
import { listingRoutes } from './listing-routes';
import { magazineRoutes } from './magazine-routes';
import { mediaRoutes } from './media-routes';
import { peopleRoutes } from './people-routes';

/** The bearer token was read before these routes (buildServiceApp): a bad one or an ended session never gets here. */
export function catalogRoutes(deps: CatalogDeps): Router {
  const signedIn = [requireAuth];
  // Public pages read the caller when a token came along, and serve visitors alike.
  const maybeSignedIn: RequestHandler = (_req, _res, next) => next();
  return Router()
    .use(listingRoutes(deps))
    .use(artworkRoutes(deps, signedIn, maybeSignedIn))
    .use(mediaRoutes(deps, signedIn))
    .use(magazineRoutes(deps))
    .use(internalRoutes(deps))
    .use(articleRoutes(deps))
    .use(analyticsRoutes(deps))
    .use(dashboardRoutes(deps))
    .use(peopleRoutes(deps));
}
