import {
  AppError,
  isLimitReached,
  PayloadTooLargeError,
  type Limiter,
  type Logger,
  type TokenClaims,
} from '@easel/service-kit';
import type { MediaRepository } from '../data-access/media-repository';

const MB = 1024 ** 2;
const GB = 1024 ** 3;

/** How much one person may upload: files a minute and a day, and bytes kept in all. */
export interface UploadAllowance {
  perMinute: number;
  perDay: number;
  storageBytes: number;
}

export type Uploader = 'artist' | 'customer';

/**
 * An artwork takes up to 13 files (its picture and a 12-item gallery), all sent at once: 30 a minute lets two full
 * artworks and their retries through one minute, and nobody fills in three forms in a minute; 500 a day is 38 full
 * artworks. 5 GB holds 50 videos at their 100 MB limit, or thousands of pictures. A customer only needs an avatar.
 */
export const UPLOAD_ALLOWANCES: Record<Uploader, UploadAllowance> = {
  artist: { perMinute: 30, perDay: 500, storageBytes: 5 * GB },
  customer: { perMinute: 5, perDay: 20, storageBytes: 100 * MB },
};

/** The counters of uploads per person, shared by every replica when Redis is there. */
export type UploadLimits = Record<Uploader, { minute: Limiter; day: Limiter }>;

/** How much each kind of uploader may send and keep, and the counters that hold them to it. */
export interface Uploads {
  allowances: Record<Uploader, UploadAllowance>;
  limits: UploadLimits;
}

const uploaderOf = (caller: TokenClaims): Uploader => (caller.role === 'user' ? 'artist' : 'customer');

export class TooManyUploadsError extends AppError {
  constructor(
    message: string,
    /** for Retry-After */
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429);
  }
}

/** Counts one upload against the caller's minute and day, before any byte of it is read. */
export async function takeUploadTurn(deps: { uploads: Uploads; logger: Logger }, caller: TokenClaims): Promise<void> {
  const uploader = uploaderOf(caller);
  const { minute, day } = deps.uploads.limits[uploader];
  await consume(deps, minute, caller.sub, 'Too many uploads, please wait a minute and try again');
  const perDay = deps.uploads.allowances[uploader].perDay;
  await consume(
    deps,
    day,
    caller.sub,
    `You have reached today’s limit of ${perDay} uploads, please try again tomorrow`,
  );
}

async function consume(deps: { logger: Logger }, limiter: Limiter, userId: string, message: string): Promise<void> {
  try {
    await limiter.consume(userId);
  } catch (error) {
    if (isLimitReached(error)) throw new TooManyUploadsError(message, Math.ceil(error.msBeforeNext / 1000));
    // The counter's store failed (not just Redis: its memory stand-in too); an upload is not worth refusing for that.
    deps.logger.warn({ err: error }, 'upload limit not counted');
  }
}

/** Refused before the file is kept: what the caller already stores plus this file must fit their quota. */
export async function checkStorageQuota(
  deps: { uploads: Uploads; media: Pick<MediaRepository, 'bytesOwnedBy'> },
  caller: TokenClaims,
  bytes: number,
): Promise<void> {
  const { storageBytes } = deps.uploads.allowances[uploaderOf(caller)];
  if ((await deps.media.bytesOwnedBy(caller.sub)) + bytes > storageBytes)
    throw new PayloadTooLargeError(
      `This file would take your uploads over your storage quota of ${sizeLabel(storageBytes)}`,
    );
}

const sizeLabel = (bytes: number) =>
  bytes >= GB ? `${+(bytes / GB).toFixed(1)} GB` : `${+(bytes / MB).toFixed(1)} MB`;
