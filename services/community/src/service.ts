import { defineService, port, type ServiceConfig, type ServiceContext } from '@easel/service-kit';
import { migrations } from '../migrations';
import { communityRoutes } from './entry-points/http/routes';
import { seedDemo } from './seed/seed-demo';

const configShape = { PORT: port(4105) };

export type CommunityContext = ServiceContext<ServiceConfig<typeof configShape>>;

export const communityService = defineService({ name: 'community', configShape, migrations, routes: communityRoutes, seed: (ctx) => seedDemo(ctx) });
