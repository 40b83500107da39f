import { outboxRoutes, ServiceUnavailableError } from '@easel/service-kit';
import { Router, type ErrorRequestHandler } from 'express';
import type { ServiceDeps } from '../../commerce';
import { CatalogUnavailableError } from '../../domain/catalog-artwork';
import { checkoutRoutes } from './checkout-routes';
import { providerRoutes } from './provider-routes';
import { requestRoutes } from './request-routes';

// Pricing needs catalog: when it does not answer, the buyer is told to try again, not shown a 500.
const catalogDown: ErrorRequestHandler = (error, _req, _res, next) =>
  next(error instanceof CatalogUnavailableError ? new ServiceUnavailableError('The catalog is not answering, please try again shortly') : error);

/** The bearer token was read before these routes (buildServiceApp). B's /orders/... come before GET /orders/:orderNumber. */
export function commerceRoutes(deps: ServiceDeps): Router {
  return Router()
    .use(outboxRoutes(deps.db))
    .use(providerRoutes(deps))
    .use(requestRoutes(deps))
    .use(checkoutRoutes(deps))
    .use(catalogDown);
}
