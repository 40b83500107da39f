import { defineService, outboxRoutes, profileFollowerRoutes } from '@easel/service-kit';
import { Router } from 'express';
import { migrations } from '../migrations';
import { communityConfigShape } from './config';
import { followAuthorProfile } from './data-access/comment-authors';
import { createCommunityDeps, type CommunityOptions } from './deps';
import { startPulseRanking } from './domain/pulse-job';
import { communityRoutes } from './entry-points/http/routes';
import { seedDemo } from './seed/seed-demo';

/** Comments and their votes, reports, and The Weekly Pulse: votes, the weekly ranking and its archive. */
export function createCommunityService(options: CommunityOptions = {}) {
  return defineService({
    name: 'community',
    configShape: communityConfigShape,
    migrations,
    deps: (ctx) => createCommunityDeps(ctx, options),
    routes: (deps) =>
      Router().use(communityRoutes(deps), profileFollowerRoutes(deps.db, followAuthorProfile), outboxRoutes(deps.db)),
    // The Pulse's relay (its badges to catalog) and its ranking job, every minute from start.
    jobs: (deps) => {
      const stops = [deps.outbox.start(), startPulseRanking(deps)];
      return async () => {
        await Promise.all(stops.map((stop) => stop()));
      };
    },
    seed: (deps) => seedDemo(deps),
  });
}

export const communityService = createCommunityService();
