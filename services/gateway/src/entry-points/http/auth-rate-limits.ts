import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';

// Calls that guess or spray credentials, or let anyone write to an artist; paths as seen under /api.
const limitedCalls = [
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password/:id',
  '/admin/login',
  '/artwork/artist/message',
];

/**
 * Per visitor IP, per call: `perMinute` attempts in any minute, then 429.
 * The counts live in this process's memory; with several gateway replicas, give them a shared
 * store (rate-limit-redis) so that a visitor cannot multiply the limit by the number of replicas.
 */
export function authRateLimits(perMinute: number): Router {
  const router = Router();
  for (const path of limitedCalls) {
    router.post(
      path,
      rateLimit({
        windowMs: 60_000,
        limit: perMinute,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        message: { message: 'Too many attempts, please wait a minute and try again' },
      }),
    );
  }
  return router;
}
