import { createLimiter, createOutbox, type Db, type ServiceContext } from '@easel/service-kit';
import type { CommunityConfig } from './config';
import { createArtViewsRepository } from './data-access/art-views-repository';
import { createCatalogPulse } from './data-access/catalog-pulse';
import { createCommentsRepository } from './data-access/comments-repository';
import { createArtworkDirectory, createPeopleDirectory } from './data-access/neighbour-directories';
import { createPostingLocks } from './data-access/posting-locks';
import { createPulseRepository } from './data-access/pulse-repository';
import { inPulseTurn } from './data-access/pulse-turn';
import { createReportsRepository } from './data-access/reports-repository';
import { createVotesRepository } from './data-access/votes-repository';
import type { CommentDeps } from './domain/comment-deps';
import { POSTS_PER_MINUTE, UPVOTES_PER_MINUTE } from './domain/comments';
import type { PulseDeps } from './domain/pulse-deps';
import { PULSE_WEEK_RANKED, tellFeatured } from './domain/pulse-events';
import type { ReportDeps } from './domain/reports';

/** Comments, their reports and the Pulse, with the database the outbox and profile-follower routes read. */
export type CommunityDeps = CommentDeps & ReportDeps & PulseDeps & { db: Db };

export interface CommunityOptions {
  /** The Pulse's clock; tests move their own. */
  now?: () => Date;
}

const perMinute = (redis: ServiceContext['redis'], keyPrefix: string, points: number) =>
  createLimiter({ redis, keyPrefix, points, durationSeconds: 60 });

/** Wires the repositories, identity and catalog as read over /internal, the per-account limits and the outbox. */
export function createCommunityDeps(
  { config, db, logger, internal, redis }: ServiceContext<CommunityConfig>,
  { now = () => new Date() }: CommunityOptions = {},
): CommunityDeps {
  const outbox = createOutbox({
    db,
    logger,
    // A badge should follow a vote within a minute, also once catalog is back. On a first start catalog is the last
    // service up, by some 10 s: the week's featured reach it at most 5 s later, so / shows the Pulse soon after /readyz.
    maxRetryMs: 5_000,
  });
  const deps: CommunityDeps = {
    db,
    comments: createCommentsRepository(db),
    reports: createReportsRepository(db),
    people: createPeopleDirectory(internal, config.IDENTITY_URL, logger),
    artworks: createArtworkDirectory(internal, config.CATALOG_URL, logger),
    postingLocks: createPostingLocks(redis),
    limits: {
      posting: perMinute(redis, 'community:comment-posts', POSTS_PER_MINUTE),
      upvoting: perMinute(redis, 'community:comment-upvotes', UPVOTES_PER_MINUTE),
    },
    pulse: createPulseRepository(db),
    votes: createVotesRepository(db),
    views: createArtViewsRepository(db),
    catalog: createCatalogPulse(internal, config.CATALOG_URL, logger),
    inRankingTurn: (work) =>
      inPulseTurn(db, (trx) =>
        work({
          pulse: createPulseRepository(trx),
          votes: createVotesRepository(trx),
          events: { write: (type, payload) => outbox.write(trx, type, payload) },
        }),
      ),
    outbox,
    voteLimiter: perMinute(redis, 'community-pulse-votes', config.PULSE_VOTES_PER_MINUTE),
    rankEveryMs: config.PULSE_RANK_EVERY_MS,
    logger,
    now,
  };
  outbox.handle({ [PULSE_WEEK_RANKED]: (event) => tellFeatured(deps, event) });
  return deps;
}
