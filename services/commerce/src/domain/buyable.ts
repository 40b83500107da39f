import type { CartLine } from '@easel/contracts';
import type { Hold } from '../data-access/holds-repository';
import type { CatalogArtwork } from './catalog-artwork';

/** Who looks: a hold is theirs when it is keyed to their user id or belongs to their own payment intent. */
export interface Viewer {
  userId?: string;
  intentId?: string;
}

const heldByAnother = (hold: Hold | undefined, viewer: Viewer): hold is Hold =>
  !!hold && hold.buyerKey !== viewer.userId && (!viewer.intentId || hold.paymentIntentId !== viewer.intentId);

/**
 * Whether a work can be bought now, as the cart flags it (spec §4): gone or not for sale, sold (in catalog or in one
 * of our orders, which catalog learns a moment later), price on request, held by another buyer, or available.
 */
export function saleState(
  art: CatalogArtwork | undefined,
  ordered: boolean,
  hold: Hold | undefined,
  viewer: Viewer,
): CartLine['state'] {
  if (!art || !art.published || (!art.onSale && !art.sold)) return 'unpublished';
  if (art.sold || ordered) return 'sold';
  if (art.phidden) return 'price-on-request';
  if (heldByAnother(hold, viewer)) return 'reserved';
  return 'available';
}

/** Whole minutes until a hold ends, at least one: the server cannot know the buyer's clock or time zone, so no 'HH:MM'. */
export const minutesUntil = (at: Date, now = new Date()) =>
  Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
