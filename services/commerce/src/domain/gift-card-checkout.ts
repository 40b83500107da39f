import { randomUUID } from 'node:crypto';
import type { HoldGiftCodeAnswer, GiftCardCheckoutAnswer, GiftCardPurchase, GiftCodeUse } from '@easel/contracts';
import { formatGiftCode, GIFT_CARD_CURRENCY, toMajor } from '@easel/contracts';
import { AppError } from '@easel/service-kit';
import { artworksOf, type CheckoutItem } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';

type Deps = Pick<CommerceDeps, 'giftCards'>;

/** One card at one of its amounts, as the artist service prices it (the browser's price is never read). */
export async function giftCardItem(deps: Deps, { slug, amount }: GiftCardPurchase): Promise<CheckoutItem> {
  const card = await deps.giftCards.price(slug, amount * 100);
  return {
    slug: card.slug,
    title: card.title || `Gift card by ${card.artistName}`,
    description: `A gift card for works by ${card.artistName}`,
    featuredImage: card.featuredImage,
    priceMinor: card.amountMinor,
    artistId: card.artistId,
    giftCard: true,
  };
}

/** GET /payment/giftcard/:slug?amount=: the line /checkout?giftcard= shows. */
export async function giftCardCheckout(deps: Deps, purchase: GiftCardPurchase): Promise<GiftCardCheckoutAnswer> {
  const card = await deps.giftCards.price(purchase.slug, purchase.amount * 100);
  return {
    slug: card.slug,
    title: card.title || `Gift card by ${card.artistName}`,
    artistName: card.artistName,
    featuredImage: card.featuredImage,
    price: toMajor(card.amountMinor, GIFT_CARD_CURRENCY),
    currency: GIFT_CARD_CURRENCY,
  };
}

/** A dry run's hold id: it names no payment intent, so it can never be captured. */
export const dryRunHoldId = () => `dry-run-${randomUUID()}`;

/**
 * Holds (or prices, with dryRun) the code against the checkout's works, as commerce priced them. The artist service
 * decides what the code may pay (its artist's works, in euros, up to its balance) under a lock on the code.
 */
export function holdGiftCode(
  deps: Deps,
  hold: { code: string; holdId: string; items: CheckoutItem[]; currency: string; expiresAt: Date; dryRun?: boolean },
): Promise<HoldGiftCodeAnswer> {
  return deps.giftCards.hold({
    code: hold.code,
    holdId: hold.holdId,
    lines: artworksOf(hold.items).map((item) => ({
      artistId: item.artistId,
      amountMinor: item.priceMinor,
      currency: hold.currency,
    })),
    expiresAt: hold.expiresAt.toISOString(),
    ...(hold.dryRun ? { dryRun: true } : {}),
  });
}

export const giftCodeUse = (held: HoldGiftCodeAnswer): GiftCodeUse => ({
  code: formatGiftCode(held.code),
  artistName: held.artistName,
  amountOff: toMajor(held.heldMinor, GIFT_CARD_CURRENCY),
  balanceAfter: toMajor(held.balanceAfterMinor, GIFT_CARD_CURRENCY),
  currency: GIFT_CARD_CURRENCY,
});

/** A hold that is gone already (never made, or ended) needs no release; anything else is the artist service's trouble. */
export async function releaseGiftHold(deps: Deps, holdId: string): Promise<void> {
  try {
    await deps.giftCards.release(holdId);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
  }
}
