import { z } from 'zod';
import { NotAuthenticatedError } from '../errors';
import type { InternalClient } from '../internal/internal-client';
import type { Logger } from '../logger';
import type { Redis } from '../redis/redis';
import { SESSION_ENDED, type TokenVerifier } from './tokens';

/** Whether a session was ended (logout, password change or reset, suspension): its tokens are refused everywhere. */
export interface EndedSessions {
  isEnded(sid: string): Promise<boolean>;
}

/** identity's feed of ended sessions: `GET` it with `?after=<cursor>` for what ended since. */
export const ENDED_SESSIONS_FEED = '/internal/sessions/ended';

/** A session ended, and the moment its last token expires: after that nobody needs to remember it. */
export interface EndedSession {
  sid: string;
  until: Date;
}

const feedPage = z.object({
  ended: z.array(z.object({ sid: z.string().min(1), until: z.iso.datetime() })),
  cursor: z.string().min(1),
});
export type EndedSessionsPage = z.infer<typeof feedPage>;

const POLL_EVERY_MS = 1000;
const FEED_TIMEOUT_MS = 2000;
// A Redis that does not answer must not hold every signed-in request: the feed still covers within a second.
const REDIS_TIMEOUT_MS = 200;
const QUIET_MS = 5000;
const COMPLAIN_EVERY_MS = 30_000;

const redisKey = (sid: string) => `easel:ended-session:${sid}`;

/** identity writes each ended session to Redis as it ends it, so every replica of every service refuses it at once. */
export async function announceEndedSessions(
  redis: Redis | undefined,
  ended: EndedSession[],
  logger: Logger,
): Promise<void> {
  if (!redis || ended.length === 0) return;
  const pipeline = redis.pipeline();
  for (const { sid, until } of ended) pipeline.set(redisKey(sid), '1', 'PX', Math.max(1, until.getTime() - Date.now()));
  try {
    await withTimeout(pipeline.exec(), 1000);
  } catch (error) {
    logger.error(
      { err: error, sessions: ended.length },
      'ended sessions could not be written to Redis: other services learn them from the feed instead',
    );
  }
}

export interface EndedSessionsFeed extends EndedSessions {
  /** Reads what ended since the last read, true when identity answered; the service runs it every second, tests call it by hand. */
  poll(): Promise<boolean>;
  /** Polls every second until the returned function is called. */
  start(): () => void;
}

interface FeedOptions {
  internal: InternalClient;
  identityUrl: string;
  redis?: Redis;
  logger: Logger;
}

/**
 * What every service but identity knows of ended sessions: identity's feed, read every second and kept in memory until
 * the sessions' tokens have expired; with Redis, also what identity wrote there a moment ago, shared by every replica.
 * When identity or Redis does not answer, tokens keep being served (an outage must not log everybody out) and the
 * service says so loudly: what it missed is learned from the feed when identity answers again.
 */
export function followEndedSessions({ internal, identityUrl, redis, logger }: FeedOptions): EndedSessionsFeed {
  const known = new Map<string, number>();
  let cursor: string | undefined;
  const feedTrouble = trouble(logger, "identity's feed of ended sessions");
  const redisTrouble = trouble(logger, 'Redis (ended sessions)');

  async function poll() {
    const url = `${identityUrl.replace(/\/+$/, '')}${ENDED_SESSIONS_FEED}${cursor ? `?after=${encodeURIComponent(cursor)}` : ''}`;
    const { status, body } = await internal.getJson(url, FEED_TIMEOUT_MS);
    const page = status === 200 ? feedPage.safeParse(body) : undefined;
    if (!page?.success) {
      feedTrouble.failed({ status });
      return false;
    }
    feedTrouble.recovered();
    const now = Date.now();
    for (const { sid, until } of page.data.ended) known.set(sid, Date.parse(until));
    for (const [sid, until] of known) if (until <= now) known.delete(sid);
    cursor = page.data.cursor;
    return true;
  }

  async function inRedis(sid: string) {
    if (!redis) return false;
    try {
      const found = (await withTimeout(redis.exists(redisKey(sid)), REDIS_TIMEOUT_MS)) === 1;
      redisTrouble.recovered();
      return found;
    } catch (error) {
      redisTrouble.failed({ err: error });
      return false;
    }
  }

  return {
    poll,
    async isEnded(sid) {
      return (known.get(sid) ?? 0) > Date.now() || (await inRedis(sid));
    },
    start() {
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      const tick = async () => {
        await poll();
        if (!stopped) timer = setTimeout(() => void tick(), POLL_EVERY_MS).unref();
      };
      void tick();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
  };
}

/** The token checks of a service: a good signature, and a session that has not ended. */
export function refusingEndedSessions(verifier: TokenVerifier, ended: EndedSessions): TokenVerifier {
  return {
    async verify(token, audience, options) {
      const claims = await verifier.verify(token, audience, options);
      // An expired token is only read to end its session: whether it has ended already does not matter.
      if (!options?.allowExpired && (await ended.isEnded(claims.sid))) throw new NotAuthenticatedError(SESSION_ENDED);
      return claims;
    },
  };
}

/** Says so at error level once a failure has lasted 5 s (services starting side by side wait for each other), then every 30 s. */
function trouble(logger: Logger, what: string) {
  let since: number | undefined;
  let lastComplaint: number | undefined;
  return {
    failed(details: object) {
      const now = Date.now();
      since ??= now;
      if (now - since < QUIET_MS || (lastComplaint !== undefined && now - lastComplaint < COMPLAIN_EVERY_MS)) return;
      lastComplaint = now;
      logger.error(
        { ...details, failingForSeconds: Math.round((now - since) / 1000) },
        `${what} does not answer: tokens are accepted unless their session is known to have ended, so sessions ended meanwhile work until their tokens expire`,
      );
    },
    recovered() {
      if (lastComplaint !== undefined)
        logger.warn({ failedForSeconds: Math.round((Date.now() - (since ?? 0)) / 1000) }, `${what} answers again`);
      since = undefined;
      lastComplaint = undefined;
    },
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
