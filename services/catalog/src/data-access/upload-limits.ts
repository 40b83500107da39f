import { createLimiter, type Redis } from '@easel/service-kit';
import type { UploadAllowance, Uploader, UploadLimits } from '../domain/upload-allowance';

const MINUTE = 60;
const DAY = 24 * 60 * 60;

/** A minute and a day counter per kind of uploader, in Redis when there is one (every replica counts together). */
export function createUploadLimits(
  redis: Redis | undefined,
  allowances: Record<Uploader, UploadAllowance>,
): UploadLimits {
  const counters = (uploader: Uploader) => ({
    minute: createLimiter({
      redis,
      keyPrefix: `catalog-uploads-${uploader}-minute`,
      points: allowances[uploader].perMinute,
      durationSeconds: MINUTE,
    }),
    day: createLimiter({
      redis,
      keyPrefix: `catalog-uploads-${uploader}-day`,
      points: allowances[uploader].perDay,
      durationSeconds: DAY,
    }),
  });
  return { artist: counters('artist'), customer: counters('customer') };
}
