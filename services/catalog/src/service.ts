import { defineService, outboxRoutes, profileFollowerRoutes } from '@easel/service-kit';
import { Router } from 'express';
import { migrations } from '../migrations';
import { catalogConfigShape } from './config';
import { followOwnerProfile } from './data-access/artwork-owners';
import { createCatalogDeps, type CatalogOptions } from './deps';
import { catalogRoutes } from './entry-points/http/routes';
import { drawDemoPicturesAhead, seedDemo } from './seed/seed-demo';

/** Artworks, media, search, artists and the magazine. */
export function createCatalogService(options: CatalogOptions = {}) {
  return defineService({
    name: 'catalog',
    configShape: catalogConfigShape,
    migrations,
    deps: (ctx) => createCatalogDeps(ctx, options),
    routes: (deps) =>
      Router().use(outboxRoutes(deps.db), catalogRoutes(deps), profileFollowerRoutes(deps.db, followOwnerProfile)),
    jobs: (deps) => {
      const stopOutbox = deps.outbox.start();
      // Views still queued behind their pages are stored before the database closes.
      return async () => {
        await deps.viewWriter.flushed();
        await stopOutbox();
      };
    },
    seed: seedDemo,
    seedAhead: drawDemoPicturesAhead,
  });
}

export const catalogService = createCatalogService();
