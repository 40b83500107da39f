import { defineService, outboxRoutes, profileFollowerRoutes, type ServiceContext } from '@easel/service-kit';
import { Router } from 'express';
import { migrations } from '../migrations';
import { communityConfigShape, type CommunityConfig } from './config';
import { pulseDepsOf } from './domain/pulse-deps';
import { startPulseRanking } from './domain/pulse-job';
import { followAuthorProfile } from './data-access/comment-authors';
import { communityRoutes } from './entry-points/http/routes';
import { seedDemo } from './seed/seed-demo';

export type CommunityContext = ServiceContext<CommunityConfig>;

/** Comments and their votes, reports, and The Weekly Pulse: votes, the weekly ranking and its archive. */
export const communityService = defineService({
  name: 'community',
  configShape: communityConfigShape,
  migrations,
  deps: (ctx) => ctx,
  routes: (ctx) =>
    Router().use(communityRoutes(ctx), profileFollowerRoutes(ctx.db, followAuthorProfile), outboxRoutes(ctx.db)),
  // The Pulse's relay (its badges to catalog) and its ranking job, every minute from start.
  jobs: (ctx) => {
    const deps = pulseDepsOf(ctx);
    const stops = [deps.outbox.start(), startPulseRanking(deps)];
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  },
  seed: (ctx) => seedDemo(ctx),
});
