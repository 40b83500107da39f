import type { Redis } from '@easel/service-kit';
import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
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

/**
 * Per visitor IP, per call: `perMinute` attempts in any minute, then 429. With Redis the counts are
 * shared by every gateway replica, so a visitor cannot multiply the limit by the number of replicas;
 * without it they live in this process's memory.
 */
export function authRateLimits(perMinute: number, redis?: Redis): Router {
  const router = Router();
  for (const path of limitedCalls) {
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
        limit: perMinute,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        message: { message: 'Too many attempts, please wait a minute and try again' },
        store,
        // A Redis outage lets attempts through (identity still throttles failed logins) rather than failing every login.
        passOnStoreError: true,
      }),
    );
  }
  return router;
}
