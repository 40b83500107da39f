import type { Redis } from '@easel/service-kit';
import type { PostingLocks } from '../domain/comment-deps';

// A post that dies half-way frees its account after this long.
const HELD_MS = 15_000;

/** One comment in flight per account: in Redis when the replicas share one, else in this process. */
export function createPostingLocks(redis?: Redis): PostingLocks {
  if (redis) {
    const key = (userId: string) => `easel:community:posting:${userId}`;
    return {
      claim: async (userId) => (await redis.set(key(userId), '1', 'PX', HELD_MS, 'NX')) === 'OK',
      release: async (userId) => {
        await redis.del(key(userId));
      },
    };
  }
  const inFlight = new Set<string>();
  return {
    claim: async (userId) => {
      if (inFlight.has(userId)) return false;
      inFlight.add(userId);
      return true;
    },
    release: async (userId) => {
      inFlight.delete(userId);
    },
  };
}
