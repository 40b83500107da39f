import { outboxRoutes } from '@easel/service-kit';
import { Router } from 'express';
import type { CommerceServiceDeps } from '../../deps';
import { adminOrderRoutes } from './admin-order-routes';
import { analyticsRoutes } from './analytics-routes';
import { checkoutRoutes } from './checkout-routes';
import { giftCardRoutes } from './gift-card-routes';
import { peopleRoutes } from './people-routes';
import { providerRoutes } from './provider-routes';
import { requestRoutes } from './request-routes';

/** The bearer token was read before these routes (buildServiceApp). B's /orders/... come before GET /orders/:orderNumber. */
export function commerceRoutes(deps: CommerceServiceDeps): Router {
  return Router()
    .use(outboxRoutes(deps.db))
    .use(providerRoutes(deps))
    .use(requestRoutes(deps))
    .use(checkoutRoutes(deps))
    .use(giftCardRoutes(deps))
    .use(analyticsRoutes(deps))
    .use(adminOrderRoutes(deps))
    .use(peopleRoutes(deps));
}
