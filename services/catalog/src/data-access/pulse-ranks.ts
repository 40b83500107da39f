import type { PulseRank } from '@easel/contracts/src/catalog';
import type { InternalClient, Logger } from '@easel/service-kit';

const COMMUNITY_TIMEOUT_MS = 800;
/** The week's featured list changes at most with a new vote count; a minute old is fresh enough for badges. */
const WEEK_CACHE_MS = 60_000;
/** A silent community is asked again soon, but not by every listing: each would wait for the timeout. */
const WEEK_RETRY_MS = 10_000;

export interface PulsePlace {
  slug: string;
  position: number;
}

/** An artwork's place in this week's Pulse, read from community. */
export interface PulseRanks {
  /** null when not ranked, or when community does not answer in time: the page renders without it. */
  rankOf(artSlug: string): Promise<PulseRank | null>;
  /** This week's featured artworks in position order; empty when community does not answer. */
  thisWeek(): Promise<PulsePlace[]>;
}

export function createPulseRanks(
  internal: InternalClient,
  baseUrl: string,
  logger: Logger,
  timeoutMs = COMMUNITY_TIMEOUT_MS,
  now: () => number = Date.now,
): PulseRanks {
  const base = baseUrl.replace(/\/$/, '');
  let week: { places: PulsePlace[]; until: number } | undefined;
  return {
    async rankOf(artSlug) {
      const { status, body } = await internal.getJson(`${base}/internal/pulse/rank/${encodeURIComponent(artSlug)}`, timeoutMs);
      if (status === 200 && isRank(body)) return { position: body.position, prevSlug: body.prevSlug ?? null, nextSlug: body.nextSlug ?? null };
      if (status !== 404) logger.warn({ status, artSlug }, 'community did not answer the Pulse rank; the page goes without it');
      return null;
    },
    async thisWeek() {
      if (week && week.until > now()) return week.places;
      const { status, body } = await internal.getJson(`${base}/internal/pulse/week`, timeoutMs);
      const entries = (body as { entries?: unknown } | undefined)?.entries;
      if (status !== 200 || !Array.isArray(entries)) {
        logger.warn({ status }, 'community did not answer the Pulse week; listings go without badges');
        week = { places: [], until: now() + WEEK_RETRY_MS };
        return [];
      }
      const places = entries.filter(isPlace).map(({ slug, position }) => ({ slug, position }));
      week = { places, until: now() + WEEK_CACHE_MS };
      return places;
    },
  };
}

const isRank = (body: unknown): body is PulseRank => typeof (body as PulseRank | undefined)?.position === 'number';
const isPlace = (entry: unknown): entry is PulsePlace =>
  typeof (entry as PulsePlace).slug === 'string' && typeof (entry as PulsePlace).position === 'number';
