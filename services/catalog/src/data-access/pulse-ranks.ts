import type { PulseRank } from '@easel/contracts/src/catalog';
import { applyOnce, type Db, type InternalClient, type Logger } from '@easel/service-kit';
import { visibleOnly } from './artwork-row';

const COMMUNITY_TIMEOUT_MS = 800;

export interface PulsePlace {
  slug: string;
  position: number;
}

/** The Weekly Pulse as catalog knows it: an artwork's rank (asked of community), the week's badges (kept here). */
export interface PulseRanks {
  /** null when not ranked, or when community does not answer in time: the page renders without it. */
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
  return {
    async rankOf(artSlug) {
      const { status, body } = await internal.getJson(`${base}/internal/pulse/rank/${encodeURIComponent(artSlug)}`, timeoutMs);
      if (status === 200 && isRank(body)) return { position: body.position, prevSlug: body.prevSlug ?? null, nextSlug: body.nextSlug ?? null };
      if (status !== 404) logger.warn({ status, artSlug }, 'community did not answer the Pulse rank; the page goes without it');
      return null;
    },
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
