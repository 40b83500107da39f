import { createLimiter, isLimitReached, type Limiter, type Logger, type Redis } from '@easel/service-kit';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Failed logins allowed before a wait. Per account and IP: someone mistyping is stopped briefly, alone. Per account:
 * guessing spread over many addresses is stopped too, and an attacker can lock the owner out for 15 minutes at most.
 * Per IP: one address trying many accounts.
 */
const ADDRESS_LIMITS = [
  { keyPrefix: 'login-failures-account-ip', points: 5, durationSeconds: FIFTEEN_MINUTES },
  { keyPrefix: 'login-failures-account', points: 20, durationSeconds: FIFTEEN_MINUTES },
  { keyPrefix: 'login-failures-ip', points: 100, durationSeconds: 60 * 60 },
] as const;

/** A browser that signed in to the account before: its own failures only, so others' failures cannot lock it out. */
const DEVICE_LIMIT = { keyPrefix: 'login-failures-device', points: 5, durationSeconds: FIFTEEN_MINUTES } as const;

/** Who tries: the account, the caller's address, and the device id of a device cookie issued for that account. */
interface LoginAttempt {
  email: string;
  ip: string;
  device?: string;
}

export interface LoginThrottle {
  /** Counts an attempt before the password is checked, so parallel guesses count too; answers the ms to wait, 0 when it may go on. */
  attempt(who: LoginAttempt): Promise<number>;
  /** A right password: the attempt did not fail, and the failures of this account from this address (or device) are forgiven. */
  succeeded(who: LoginAttempt): Promise<void>;
}

/** Shared by every replica through Redis when there is one, else in this process's memory. */
export function createLoginThrottle(redis: Redis | undefined, logger: Logger): LoginThrottle {
  const addressLimiters = ADDRESS_LIMITS.map((limit) => createLimiter({ redis, ...limit }));
  const deviceLimiter = createLimiter({ redis, ...DEVICE_LIMIT });
  // The first counter of each list is the one a success forgives.
  const counters = ({ email, ip, device }: LoginAttempt): Array<[Limiter, string]> =>
    device
      ? [[deviceLimiter, `${email}|${device}`]]
      : [
          [addressLimiters[0]!, `${email}|${ip}`],
          [addressLimiters[1]!, email],
          [addressLimiters[2]!, ip],
        ];
  // A store that fails lets the login through: the limits are a brake on guessing, not the lock itself.
  const each = async (who: LoginAttempt, step: (limiter: Limiter, key: string, index: number) => Promise<unknown>) => {
    const answers = await Promise.allSettled(counters(who).map(([limiter, key], index) => step(limiter, key, index)));
    for (const answer of answers) {
      if (answer.status === 'rejected' && !isLimitReached(answer.reason))
        logger.error({ err: answer.reason }, 'the login limits could not be counted');
    }
    return answers;
  };

  return {
    async attempt(who) {
      const answers = await each(who, (limiter, key) => limiter.consume(key));
      const waits = answers.flatMap((answer) =>
        answer.status === 'rejected' && isLimitReached(answer.reason) ? [answer.reason.msBeforeNext] : [],
      );
      if (waits.length === 0) return 0;
      // A refused attempt checks no password: it must not count against the account from elsewhere either.
      await each(who, (limiter, key) => limiter.reward(key, 1));
      return Math.max(...waits);
    },
    async succeeded(who) {
      await each(who, (limiter, key, index) => (index === 0 ? limiter.delete(key) : limiter.reward(key, 1)));
    },
  };
}
