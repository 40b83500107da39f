import { defineService, type ServiceContext } from '@easel/service-kit';
import { Router } from 'express';
import { migrations } from '../migrations';
import { createCommerceDeps, type CommerceOptions, type ServiceDeps } from './commerce';
import { commerceConfigShape, type CommerceConfig } from './config';
import { peopleRoutes } from './entry-points/http/people-routes';
import { commerceRoutes } from './entry-points/http/routes';

export type CommerceContext = ServiceContext<CommerceConfig>;

/** Carts, checkout and payments, orders, and order requests with their offers. */
export function createCommerceService(options: CommerceOptions = {}) {
  // The routes and the relay share one outbox, so a commit in a route wakes the relay at once.
  const depsOf = new WeakMap<CommerceContext, ServiceDeps>();
  const deps = (ctx: CommerceContext) => depsOf.get(ctx) ?? depsOf.set(ctx, createCommerceDeps(ctx, options)).get(ctx)!;
  return defineService({
    name: 'commerce',
    configShape: commerceConfigShape,
    migrations,
    deps: (ctx) => ctx,
    routes: (ctx) => Router().use(commerceRoutes(deps(ctx)), peopleRoutes(ctx.db)),
    jobs: (ctx) => deps(ctx).outbox.start(),
  });
}

export const commerceService = createCommerceService();
