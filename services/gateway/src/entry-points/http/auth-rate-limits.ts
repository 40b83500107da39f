import { deviceCookieIn, type DeviceCookies, type Redis } from '@easel/service-kit';
import { Router, type Request } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';

// Calls that guess or spray credentials, let anyone write to an artist (or, through the offer rules' answers, to any
// address), or hold unique works for 15 minutes; paths as seen under /api.
const limitedCalls = [
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password/:id',
  '/admin/login',
  '/artwork/artist/message',
  '/artwork/order-request',
  '/payment/create-payment-intent',
];

const TOO_MANY_ATTEMPTS = 'Too many attempts, please wait a minute and try again';
const COMMENTING_TOO_FAST = 'You are commenting too fast, please wait a minute';
const VOTING_TOO_FAST = 'Too many votes, please wait a minute';

/** Who a call is counted for: the visitor's IP (its /64 for IPv6), unless `byDevice` names someone else. */
type CallerKey = (req: Request) => string | undefined;

/**
 * Per visitor IP, per call: `limit` calls in any minute, then 429 with `message`. With Redis the counts are
 * shared by every gateway replica, so a visitor cannot multiply the limit by the number of replicas;
 * without it they live in this process's memory.
 */
function limitPerIp(router: Router, path: string, limit: number, message: string, redis?: Redis, byDevice?: CallerKey) {
  const store =
    redis &&
    new RedisStore({
      prefix: `easel:gateway:${path}:`,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never,
    });
  // Every method counts: the reset page's GET check shares the link's limit with its POST.
  router.all(
    path,
    rateLimit({
      windowMs: 60_000,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      message: { message },
      store,
      keyGenerator: (req) => byDevice?.(req) ?? ipKeyGenerator(req.ip ?? ''),
      // A Redis outage lets calls through (identity still throttles failed logins, community each account) rather than failing them all.
      passOnStoreError: true,
    }),
  );
}

/**
 * A login from a browser with a genuine device cookie (one that signed in before) counts per device, not per IP:
 * a crowd of guesses behind its address does not hold it back. Identity checks the cookie is this account's.
 */
export function authRateLimits(perMinute: number, devices: DeviceCookies, redis?: Redis): Router {
  const router = Router();
  const knownDevice: CallerKey = (req) => {
    const device = devices.read(deviceCookieIn(req.headers.cookie));
    return device && `device:${device.id}`;
  };
  for (const path of limitedCalls)
    limitPerIp(router, path, perMinute, TOO_MANY_ATTEMPTS, redis, path === '/auth/login' ? knownDevice : undefined);
  return router;
}

/**
 * Comments and votes per visitor IP, over community's own limits per account (5 comments, 30 comment votes a minute):
 * wide enough for several people behind one address, tight enough that a script with many accounts is slowed.
 * Votes count three times the comments' limit, each kind of vote on its own.
 */
export function communityRateLimits(commentsPerMinute: number, redis?: Redis): Router {
  const router = Router();
  limitPerIp(router, '/artwork/comment/new', commentsPerMinute, COMMENTING_TOO_FAST, redis);
  for (const path of ['/artwork/comment/upvote/*vote', '/pulse/upvote/*vote'])
    limitPerIp(router, path, commentsPerMinute * 3, VOTING_TOO_FAST, redis);
  return router;
}
