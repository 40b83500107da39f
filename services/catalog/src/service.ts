import { defineService, port, type ServiceConfig, type ServiceContext } from '@easel/service-kit';
import { migrations } from '../migrations';
import { catalogRoutes } from './entry-points/http/routes';
import { seedDemo } from './seed/seed-demo';

const configShape = { PORT: port(4102) };

export type CatalogContext = ServiceContext<ServiceConfig<typeof configShape>>;

export const catalogService = defineService({ name: 'catalog', configShape, migrations, routes: catalogRoutes, seed: seedDemo });
