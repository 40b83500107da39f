import { Redis } from 'ioredis';
import type { Logger } from '../logger';

/**
 * One Redis connection for what replicas must share (rate limits, ended sessions), or undefined
 * without REDIS_URL: then each process keeps those in its own memory.
 */
export function createRedis(url: string | undefined, logger?: Logger): Redis | undefined {
  if (!url) return undefined;
  // Commands wait for a reconnect a short while only, so a Redis outage slows nothing for long.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', (error) => logger?.warn({ err: error }, 'redis connection problem'));
  return redis;
}

export type { Redis };
