import type { EventWriter, Limiter, Logger, Outbox } from '@easel/service-kit';
import type { ArtViewsRepository } from '../data-access/art-views-repository';
import type { CatalogPulse } from '../data-access/catalog-pulse';
import type { PulseRepository } from '../data-access/pulse-repository';
import type { VotesRepository } from '../data-access/votes-repository';

/** What one ranking run sees inside its transaction: the weeks, their votes, and the events that commit with them. */
export interface PulseTransaction {
  pulse: PulseRepository;
  votes: VotesRepository;
  events: EventWriter;
}

/** Everything The Weekly Pulse works with: built once per service, in src/deps.ts. */
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
