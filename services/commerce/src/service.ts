import { defineService } from '@easel/service-kit';
import { migrations } from '../migrations';
import { commerceConfigShape } from './config';
import { createCommerceDeps, type CommerceOptions } from './deps';
import { commerceRoutes } from './entry-points/http/routes';

/** Carts, checkout and payments, orders, and order requests with their offers. */
export function createCommerceService(options: CommerceOptions = {}) {
  return defineService({
    name: 'commerce',
    configShape: commerceConfigShape,
    migrations,
    deps: (ctx) => createCommerceDeps(ctx, options),
    routes: (deps) => commerceRoutes(deps),
    jobs: (deps) => deps.outbox.start(),
  });
}

export const commerceService = createCommerceService();
