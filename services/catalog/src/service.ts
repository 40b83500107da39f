import { defineService, type ServiceContext } from '@easel/service-kit';
import { migrations } from '../migrations';
import { createCatalogDeps, type CatalogOptions } from './catalog';
import { catalogConfigShape, type CatalogConfig } from './config';
import { catalogRoutes } from './entry-points/http/routes';
import { seedDemo } from './seed/seed-demo';

export type CatalogContext = ServiceContext<CatalogConfig>;

/** Artworks, media, search, artists and the magazine. */
export function createCatalogService(options: CatalogOptions = {}) {
  return defineService({
    name: 'catalog',
    configShape: catalogConfigShape,
    migrations,
    routes: (ctx) => catalogRoutes(createCatalogDeps(ctx, options), ctx.verifier),
    seed: seedDemo,
  });
}

export const catalogService = createCatalogService();
