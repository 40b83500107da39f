import {
  AppError,
  ConflictError,
  InputError,
  NotFoundError,
  ServiceUnavailableError,
  type InternalClient,
  type Logger,
} from '@easel/service-kit';
import type { GiftCardDirectory } from '../domain/gift-cards';

const ARTIST_DOWN = 'Gift cards are not answering, please try again shortly';
const ARTIST_TIMEOUT_MS = 3000;

/** The artist service's refusals the buyer reads as they are; any other answer means it is not working. */
const REFUSALS: Record<number, new (message: string) => AppError> = {
  400: InputError,
  404: NotFoundError,
  409: ConflictError,
};

/** The artist service's internal gift-card routes (shared/contracts/src/gift-cards.ts). */
export function createGiftCardDirectory(
  internal: InternalClient,
  baseUrl: string,
  logger: Logger,
  timeoutMs = ARTIST_TIMEOUT_MS,
): GiftCardDirectory {
  const base = baseUrl.replace(/\/$/, '');
  async function call<T>(method: 'get' | 'post', path: string, body?: unknown): Promise<T> {
    const url = `${base}${path}`;
    const { status, body: answer } =
      method === 'get' ? await internal.getJson(url, timeoutMs) : await internal.postJson(url, body, timeoutMs);
    if (status === 200 || status === 201) return answer as T;
    const message = (answer as { message?: unknown } | undefined)?.message;
    const Refusal = REFUSALS[status];
    if (Refusal && typeof message === 'string') throw new Refusal(message);
    logger.warn({ status, path }, 'the artist service did not answer a gift-card call');
    throw new ServiceUnavailableError(ARTIST_DOWN);
  }
  return {
    price: (slug, amountMinor) =>
      call('get', `/internal/giftcards/${encodeURIComponent(slug)}/price?amount=${amountMinor}`),
    issue: (input) => call('post', '/internal/giftcards/issue', input),
    hold: (input) => call('post', '/internal/gift-codes/hold', input),
    capture: (holdId) => call('post', '/internal/gift-codes/capture', { holdId }),
    release: (holdId) => call('post', '/internal/gift-codes/release', { holdId }),
    refund: (holdId) => call('post', '/internal/gift-codes/refund', { holdId }),
  };
}
