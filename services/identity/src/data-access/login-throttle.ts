import { createLimiter, isLimitReached, type Limiter, type Logger, type Redis } from '@easel/service-kit';

/**
 * Failed logins allowed before a wait. Per account and IP: someone mistyping is stopped briefly, alone. Per account:
 * guessing spread over many addresses is stopped too, and an attacker can lock the owner out for 15 minutes at most.
 * Per IP: one address trying many accounts.
 */
const LIMITS = [
  { keyPrefix: 'login-failures-account-ip', points: 5, durationSeconds: 15 * 60 },
  { keyPrefix: 'login-failures-account', points: 20, durationSeconds: 15 * 60 },
  { keyPrefix: 'login-failures-ip', points: 100, durationSeconds: 60 * 60 },
] as const;

export interface LoginThrottle {
  /** Counts an attempt before the password is checked, so parallel guesses count too; answers the ms to wait, 0 when it may go on. */
  attempt(email: string, ip: string): Promise<number>;
  /** A right password: the attempt did not fail, and this account's failures from this address are forgiven. */
  succeeded(email: string, ip: string): Promise<void>;
}

/** Shared by every replica through Redis when there is one, else in this process's memory. */
export function createLoginThrottle(redis: Redis | undefined, logger: Logger): LoginThrottle {
  const limiters = LIMITS.map((limit) => createLimiter({ redis, ...limit }));
  const keys = (email: string, ip: string) => [`${email}|${ip}`, email, ip];
  // A store that fails lets the login through: the limits are a brake on guessing, not the lock itself.
  const each = async (email: string, ip: string, step: (limiter: Limiter, key: string, index: number) => Promise<unknown>) => {
    const answers = await Promise.allSettled(limiters.map((limiter, index) => step(limiter, keys(email, ip)[index]!, index)));
    for (const answer of answers) {
      if (answer.status === 'rejected' && !isLimitReached(answer.reason))
        logger.error({ err: answer.reason }, 'the login limits could not be counted');
    }
    return answers;
  };

  return {
    async attempt(email, ip) {
      const answers = await each(email, ip, (limiter, key) => limiter.consume(key));
      const waits = answers.flatMap((answer) => (answer.status === 'rejected' && isLimitReached(answer.reason) ? [answer.reason.msBeforeNext] : []));
      if (waits.length === 0) return 0;
      // A refused attempt checks no password: it must not count against the account from elsewhere either.
      await each(email, ip, (limiter, key) => limiter.reward(key, 1));
      return Math.max(...waits);
    },
    async succeeded(email, ip) {
      await each(email, ip, (limiter, key, index) => (index === 0 ? limiter.delete(key) : limiter.reward(key, 1)));
    },
  };
}
