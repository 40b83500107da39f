import type { PulseRank } from '@easel/contracts/src/catalog';
import type { Logger } from '@easel/service-kit';
import { getInternalJson } from './internal-http';

export const COMMUNITY_TIMEOUT_MS = 800;

/** An artwork's place in this week's Pulse, read from community. */
export interface PulseRanks {
  /** null when not ranked, or when community does not answer in time: the page renders without it. */
  rankOf(artSlug: string): Promise<PulseRank | null>;
}

export function createPulseRanks(baseUrl: string, logger: Logger, timeoutMs = COMMUNITY_TIMEOUT_MS): PulseRanks {
  return {
    async rankOf(artSlug) {
      const { status, body } = await getInternalJson(`${baseUrl.replace(/\/$/, '')}/internal/pulse/rank/${encodeURIComponent(artSlug)}`, timeoutMs);
      if (status === 200 && isRank(body)) return { position: body.position, prevSlug: body.prevSlug ?? null, nextSlug: body.nextSlug ?? null };
      if (status !== 404) logger.warn({ status, artSlug }, 'community did not answer the Pulse rank; the page goes without it');
      return null;
    },
  };
}

const isRank = (body: unknown): body is PulseRank => typeof (body as PulseRank | undefined)?.position === 'number';
