import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';

export interface LimiterOptions {
  /** Shared by every replica when given; else this process's memory. */
  redis?: Redis;
  /** Names the limit in Redis: `easel:<keyPrefix>:<key>`. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** A counter per key (an account, an IP, a user) that allows `points` in `durationSeconds`. */
export function createLimiter({ redis, keyPrefix, points, durationSeconds }: LimiterOptions): RateLimiterAbstract {
  const options = { keyPrefix: `easel:${keyPrefix}`, points, duration: durationSeconds };
  // Without Redis, or while Redis is down, the limit still holds per process (insuranceLimiter).
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
}

/** rate-limiter-flexible rejects with a RateLimiterRes when the points are spent, and with an Error when its store fails. */
export function isLimitReached(error: unknown): error is RateLimiterRes {
  return error instanceof RateLimiterRes;
}

export type { RateLimiterAbstract as Limiter, RateLimiterRes as LimiterAnswer };
