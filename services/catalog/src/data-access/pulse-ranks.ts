import type { PulseRank } from '@easel/contracts/src/catalog';
import { applyOnce, type Db, type InternalClient, type Logger } from '@easel/service-kit';
import { LRUCache } from 'lru-cache';
import { visibleOnly } from './artwork-row';

const COMMUNITY_TIMEOUT_MS = 800;
/** How long an artwork's rank is reused: votes move the ranking live, and a page may be that far behind them. */
const RANK_TTL_MS = 10_000;

export interface PulsePlace {
  slug: string;
  position: number;
}

/** The Weekly Pulse as catalog knows it: an artwork's rank (asked of community), the week's badges (kept here). */
export interface PulseRanks {
  /** null when not ranked, or when community does not answer in time: the page renders without it. Kept RANK_TTL_MS. */
  rankOf(artSlug: string): Promise<PulseRank | null>;
  /** The running week's featured artworks in position order, from catalog's own copy: listings never wait on community. */
  thisWeek(): Promise<PulsePlace[]>;
  /** The Pulse's candidates, for community's ranking: every published artwork not for sale and not hidden. */
  candidates(): Promise<string[]>;
  /** community's pulse.week-ranked: the week's featured replace the ones kept, once per event id. Answers whether it ran. */
  applyWeek(eventId: string, week: string, featured: PulsePlace[]): Promise<boolean>;
}

export function createPulseRanks(
  db: Db,
  internal: InternalClient,
  baseUrl: string,
  logger: Logger,
  timeoutMs = COMMUNITY_TIMEOUT_MS,
  now: () => Date = () => new Date(),
): PulseRanks {
  const base = baseUrl.replace(/\/$/, '');
  // One call to community per artwork at a time, however many visitors open it; an answer is kept, a failure is not.
  const ranks = new LRUCache<string, { rank: PulseRank | null }>({
    max: 10_000,
    ttl: RANK_TTL_MS,
    perf: { now: () => now().getTime() },
    ttlResolution: 0, // read the service's clock on each look-up, so that a test's clock is obeyed
    fetchMethod: async (artSlug) => {
      const { status, body } = await internal.getJson(`${base}/internal/pulse/rank/${encodeURIComponent(artSlug)}`, timeoutMs);
      if (status === 200 && isRank(body))
        return { rank: { position: body.position, prevSlug: body.prevSlug ?? null, nextSlug: body.nextSlug ?? null } };
      if (status === 404) return { rank: null };
      logger.warn({ status, artSlug }, 'community did not answer the Pulse rank; the page goes without it');
      return undefined;
    },
  });
  return {
    rankOf: async (artSlug) => (await ranks.fetch(artSlug))?.rank ?? null,
    async thisWeek() {
      // The running week is the ISO week (Monday, UTC) as community counts it: date_trunc('week') is that Monday.
      return db('pulse_badges')
        .whereRaw("week = date_trunc('week', ?::timestamptz at time zone 'UTC')::date", [now().toISOString()])
        .orderBy('position')
        .select('slug', 'position');
    },
    async candidates() {
      const rows: { slug: string }[] = await db('artworks').where({ on_sale: false }).modify(visibleOnly).orderBy('slug').select('slug');
      return rows.map((row) => row.slug);
    },
    applyWeek(eventId, week, featured) {
      return applyOnce(db, eventId, async (trx) => {
        await trx('pulse_badges').where({ week }).delete();
        if (featured.length) await trx('pulse_badges').insert(featured.map(({ slug, position }) => ({ week, slug, position })));
      });
    },
  };
}

const isRank = (body: unknown): body is PulseRank => typeof (body as PulseRank | undefined)?.position === 'number';
