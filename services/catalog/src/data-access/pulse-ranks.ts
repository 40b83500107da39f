import type { PulseRank } from '@easel/contracts';
import { applyOnce, type Db, type InternalClient, type Logger } from '@easel/service-kit';
import { LRUCache } from 'lru-cache';
import { visibleOnly } from './artwork-row';

const COMMUNITY_TIMEOUT_MS = 800;
/** How long an artwork's rank is reused: votes move the ranking live, and a page may be that far behind them. */
const RANK_TTL_MS = 10_000;
/**
 * Past RANK_TTL_MS the kept rank is still shown while community is asked again behind the page, so that a visitor
 * never waits on community for a rank seen lately; one older than this (an artwork nobody opened for a while) is not.
 */
const RANK_STALE_MS = 60_000;
/** The week's badges change once a week (applyWeek); other replicas' pages may be this far behind the event. */
const BADGES_TTL_MS = 10_000;

export interface PulsePlace {
  slug: string;
  position: number;
}

/** The Weekly Pulse as catalog knows it: an artwork's rank (asked of community), the week's badges (kept here). */
export interface PulseRanks {
  /**
   * null when not ranked, or when community does not answer in time: the page renders without it. Kept RANK_TTL_MS,
   * then refreshed behind the page (RANK_STALE_MS at most).
   */
  rankOf(artSlug: string): Promise<PulseRank | null>;
  /**
   * The running week's featured artworks in position order, from catalog's own copy: listings never wait on community.
   * Kept BADGES_TTL_MS; applyWeek forgets them at once.
   */
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
  const clock = { perf: { now: () => now().getTime() }, ttlResolution: 0 }; // the service's clock on each look-up, so a test's clock is obeyed
  const ranks = new LRUCache<string, { rank: PulseRank | null; at: number }>({
    max: 10_000,
    ttl: RANK_TTL_MS,
    allowStale: true, // a stale rank answers at once while it is fetched again; a failed fetch leaves it stale
    ...clock,
    fetchMethod: async (artSlug) => {
      const { status, body } = await internal.getJson(
        `${base}/internal/pulse/rank/${encodeURIComponent(artSlug)}`,
        timeoutMs,
      );
      const at = now().getTime();
      if (status === 200 && isRank(body))
        return {
          rank: { position: body.position, prevSlug: body.prevSlug ?? null, nextSlug: body.nextSlug ?? null },
          at,
        };
      if (status === 404) return { rank: null, at };
      logger.warn({ status, artSlug }, 'community did not answer the Pulse rank; the page goes without it');
      return undefined;
    },
  });
  // Keyed by the running week's Monday, so a new week never reads the last one's badges.
  const badges = new LRUCache<string, PulsePlace[]>({
    max: 2,
    ttl: BADGES_TTL_MS,
    ...clock,
    fetchMethod: async (week): Promise<PulsePlace[]> =>
      db('pulse_badges').where({ week }).orderBy('position').select('slug', 'position'),
  });
  return {
    async rankOf(artSlug) {
      let kept = await ranks.fetch(artSlug);
      // Too old to show even once: wait for the answer being fetched.
      if (kept && now().getTime() - kept.at > RANK_STALE_MS) kept = await ranks.fetch(artSlug, { allowStale: false });
      return kept?.rank ?? null;
    },
    async thisWeek() {
      return (await badges.fetch(mondayOf(now()))) ?? [];
    },
    async candidates() {
      const rows: { slug: string }[] = await db('artworks')
        .where({ on_sale: false })
        .modify(visibleOnly)
        .orderBy('slug')
        .select('slug');
      return rows.map((row) => row.slug);
    },
    async applyWeek(eventId, week, featured) {
      const applied = await applyOnce(db, eventId, async (trx) => {
        await trx('pulse_badges').where({ week }).delete();
        if (featured.length)
          await trx('pulse_badges').insert(featured.map(({ slug, position }) => ({ week, slug, position })));
      });
      badges.clear();
      return applied;
    },
  };
}

/** The running week as community counts it: the ISO week, named by its Monday (UTC), as YYYY-MM-DD. */
function mondayOf(date: Date): string {
  const monday = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - ((date.getUTCDay() + 6) % 7)),
  );
  return monday.toISOString().slice(0, 10);
}

const isRank = (body: unknown): body is PulseRank => typeof (body as PulseRank | undefined)?.position === 'number';
