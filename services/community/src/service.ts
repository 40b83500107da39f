import { defineService, type ServiceContext } from '@easel/service-kit';
import { migrations } from '../migrations';
import { communityConfigShape, type CommunityConfig } from './config';
import { communityRoutes } from './entry-points/http/routes';
import { seedDemo } from './seed/seed-demo';

export type CommunityContext = ServiceContext<CommunityConfig>;

/** Comments and their votes, reports, and The Weekly Pulse: votes, the weekly ranking and its archive. */
export const communityService = defineService({
  name: 'community',
  configShape: communityConfigShape,
  migrations,
  routes: communityRoutes,
  seed: (ctx) => seedDemo(ctx),
});
