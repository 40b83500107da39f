import { createHash, randomBytes } from 'node:crypto';
import { OFFER_LINK_HOURS, type OfferCheckoutAnswer, toMajor } from '@easel/contracts';
import { AppError, ConflictError, NotFoundError } from '@easel/service-kit';
import { publishedArtwork } from './order-request-artwork';
import type { RequestDeps } from './order-request-deps';

const OFFER_LINK_UNKNOWN = 'This offer link is unknown';
const OFFER_LINK_EXPIRED = `This offer link has expired: it was valid for ${OFFER_LINK_HOURS} hours`;
const OFFER_LINK_USED = 'This offer can no longer be used: the artwork has been bought';

/** A checkout link at an agreed price: the token goes in the buyer's e-mail, only its hash is kept. */
export interface CheckoutLink {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newCheckoutLink(now = new Date()): CheckoutLink {
  const token = randomBytes(24).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + OFFER_LINK_HOURS * 3_600_000) };
}

export const checkoutUrl = (site: RequestDeps['site'], token: string) =>
  `${site.publicUrl.replace(/\/+$/, '')}/checkout?offer=${token}`;

/** What an accepted (or countered) offer lets its holder pay for one work; money in minor units. */
export interface AgreedPrice {
  requestId: string;
  slug: string;
  priceMinor: number;
  currency: string;
  expiresAt: Date;
}

/**
 * The price create-intent charges for `?offer=<token>`: the counter when the artist countered, else the offer.
 * Refused with its own message when the token is unknown, expired, or spent (the work is unique: once it has an
 * order, any link to it is used up).
 */
export async function agreedPrice(
  deps: Pick<RequestDeps, 'requests' | 'orderLifecycle'>,
  token: string,
): Promise<AgreedPrice> {
  const request = token ? await deps.requests.findByTokenHash(hashToken(token)) : undefined;
  const priceMinor = request?.counterMinor ?? request?.offerMinor;
  if (!request || !request.checkoutExpiresAt || !request.currency || priceMinor == null)
    throw new NotFoundError(OFFER_LINK_UNKNOWN);
  if (await deps.orderLifecycle.isOrdered(request.slug)) throw new ConflictError(OFFER_LINK_USED);
  if (request.checkoutExpiresAt.getTime() <= Date.now()) throw new AppError(OFFER_LINK_EXPIRED, 410);
  return {
    requestId: request.id,
    slug: request.slug,
    priceMinor,
    currency: request.currency,
    expiresAt: request.checkoutExpiresAt,
  };
}

export async function offerCheckout(deps: RequestDeps, token: string): Promise<OfferCheckoutAnswer> {
  const agreed = await agreedPrice(deps, token);
  const art = await publishedArtwork(deps, agreed.slug);
  return {
    slug: art.slug,
    title: art.title,
    featuredImage: art.featuredImage,
    price: toMajor(agreed.priceMinor, agreed.currency),
    currency: agreed.currency,
    expiresAt: agreed.expiresAt.toISOString(),
  };
}
