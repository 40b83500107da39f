import { defineService, outboxRoutes, profileFollowerRoutes, type ServiceContext } from '@easel/service-kit';
import { Router } from 'express';
import { migrations } from '../migrations';
import { createCatalogDeps, type CatalogOptions } from './catalog';
import type { CatalogDeps } from './domain/catalog-deps';
import { catalogConfigShape, type CatalogConfig } from './config';
import { followOwnerProfile } from './data-access/artwork-owners';
import { dashboardRoutes } from './entry-points/http/dashboard-routes';
import { peopleRoutes } from './entry-points/http/people-routes';
import { catalogRoutes } from './entry-points/http/routes';
import { drawDemoPicturesAhead, seedDemo } from './seed/seed-demo';

export type CatalogContext = ServiceContext<CatalogConfig>;

/** Artworks, media, search, artists and the magazine. */
export function createCatalogService(options: CatalogOptions = {}) {
  // The routes and the relay share one outbox, so a commit in a route wakes the relay at once.
  const depsOf = new WeakMap<CatalogContext, CatalogDeps>();
  const deps = (ctx: CatalogContext) => depsOf.get(ctx) ?? depsOf.set(ctx, createCatalogDeps(ctx, options)).get(ctx)!;
  return defineService({
    name: 'catalog',
    configShape: catalogConfigShape,
    migrations,
    deps: (ctx) => ctx,
    routes: (ctx) =>
      Router().use(
        outboxRoutes(ctx.db),
        dashboardRoutes(ctx.db),
        catalogRoutes(deps(ctx)),
        profileFollowerRoutes(ctx.db, followOwnerProfile),
        peopleRoutes(ctx.db),
      ),
    jobs: (ctx) => {
      const stopOutbox = deps(ctx).outbox.start();
      // Views still queued behind their pages are stored before the database closes.
      return async () => {
        await deps(ctx).viewWriter.flushed();
        await stopOutbox();
      };
    },
    seed: seedDemo,
    seedAhead: drawDemoPicturesAhead,
  });
}

export const catalogService = createCatalogService();
