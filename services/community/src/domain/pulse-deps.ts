import {
  createLimiter,
  createOutbox,
  type EventWriter,
  type Limiter,
  type Logger,
  type Outbox,
  type ServiceContext,
} from '@easel/service-kit';
import { createArtViewsRepository, type ArtViewsRepository } from '../data-access/art-views-repository';
import { createCatalogPulse, type CatalogPulse } from '../data-access/catalog-pulse';
import { createPulseRepository, type PulseRepository } from '../data-access/pulse-repository';
import { inPulseTurn } from '../data-access/pulse-turn';
import { createVotesRepository, type VotesRepository } from '../data-access/votes-repository';
import { PULSE_WEEK_RANKED, tellFeatured } from './pulse-events';

/** What one ranking run sees inside its transaction: the weeks, their votes, and the events that commit with them. */
export interface PulseTransaction {
  pulse: PulseRepository;
  votes: VotesRepository;
  events: EventWriter;
}

/** Everything The Weekly Pulse works with: built once per service context (pulseDepsOf). */
export interface PulseDeps {
  pulse: PulseRepository;
  votes: VotesRepository;
  views: ArtViewsRepository;
  catalog: CatalogPulse;
  /** Runs `work` unless another replica is ranking right now (then undefined). */
  inRankingTurn<T>(work: (tx: PulseTransaction) => Promise<T>): Promise<T | undefined>;
  /** pulse.week-ranked events, delivered to catalog by the relay (a job of the service). */
  outbox: Outbox;
  /** Votes (and undos) per account and minute. */
  voteLimiter: Limiter;
  rankEveryMs: number;
  logger: Logger;
  now(): Date;
}

/** The parts of the service's context the Pulse needs. */
type PulseContext = Pick<ServiceContext, 'db' | 'logger' | 'internal' | 'redis'> & {
  config: { CATALOG_URL: string; PULSE_RANK_EVERY_MS: number; PULSE_VOTES_PER_MINUTE: number };
};

export function createPulseDeps(
  { config, db, logger, internal, redis }: PulseContext,
  now: () => Date = () => new Date(),
): PulseDeps {
  const outbox: Outbox = createOutbox({
    db,
    logger,
    handlers: { [PULSE_WEEK_RANKED]: (event) => tellFeatured(deps, event) },
    // A badge should follow a vote within a minute, also once catalog is back. On a first start catalog is the last
    // service up, by some 10 s: the week's featured reach it at most 5 s later, so / shows the Pulse soon after /readyz.
    maxRetryMs: 5_000,
  });
  const deps: PulseDeps = {
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
    voteLimiter: createLimiter({
      redis,
      keyPrefix: 'community-pulse-votes',
      points: config.PULSE_VOTES_PER_MINUTE,
      durationSeconds: 60,
    }),
    rankEveryMs: config.PULSE_RANK_EVERY_MS,
    logger,
    now,
  };
  return deps;
}

// The routes, the jobs and the seed of one service share one deps: a commit in a ranking wakes that same relay.
const depsOf = new WeakMap<object, PulseDeps>();
export function pulseDepsOf(ctx: PulseContext): PulseDeps {
  return depsOf.get(ctx) ?? depsOf.set(ctx, createPulseDeps(ctx)).get(ctx)!;
}
