import { GIFT_CARD_MAX_EUR, GIFT_CARD_MIN_EUR, normalizeGiftCode } from './gift-cards';
import { z } from './messages';

/**
 * Gift cards at commerce's checkout: buying one card (/checkout?giftcard={slug}&amount={euros}) and paying for works
 * with a code. What commerce and its checkout page say to each other; the artist service's side is in gift-cards.ts.
 */

export const GIFT_CODE_REQUIRED = 'Please enter a gift card code';
/** A card is sold on its own checkout, and a code pays for artworks only. */
export const GIFT_CARD_ALONE = 'A gift card is bought on its own, without artworks';
export const GIFT_CODE_NOT_FOR_CARDS = 'A gift card code pays for artworks, not for gift cards';
/** The code's balance moved between Apply and the payment (another checkout spent it). */
export const GIFT_CODE_CHANGED = "This gift card's balance has just changed: please apply the code again";

/** What the buyer typed, as the artist service stores codes (upper case, no spaces or dashes). */
export const giftCodeField = z
  .string({ error: GIFT_CODE_REQUIRED })
  .transform(normalizeGiftCode)
  .pipe(z.string().min(1, GIFT_CODE_REQUIRED).max(40, 'A gift card code has at most 40 characters'));

/** The card a checkout buys: its slug and one of its amounts, in whole euros (the URL's ?amount=). */
export const giftCardPurchase = z.object({
  slug: z
    .string({ error: 'Gift card is required' })
    .trim()
    .min(1, 'Gift card is required')
    .max(200, 'Slugs must be at most 200 characters'),
  amount: z.coerce
    .number({ error: 'Amount must be a whole number of euros' })
    .int('Amount must be a whole number of euros')
    .min(GIFT_CARD_MIN_EUR, `Amounts start at ${GIFT_CARD_MIN_EUR} €`)
    .max(GIFT_CARD_MAX_EUR, `Amounts can be at most ${GIFT_CARD_MAX_EUR} €`),
});
export type GiftCardPurchase = z.infer<typeof giftCardPurchase>;

/** GET /payment/giftcard/:slug?amount=<euros>: the card's checkout line, priced by the artist service; money in euros. */
export interface GiftCardCheckoutAnswer {
  slug: string;
  title: string;
  artistName: string;
  featuredImage: string;
  price: number;
  currency: 'EUR';
}

/** The code's part of a checkout, in major units: what it takes off, and what the card keeps after this order. */
export interface GiftCodeUse {
  /** the code as the buyer reads it (ABCD-EFGH-…) */
  code: string;
  artistName: string;
  amountOff: number;
  balanceAfter: number;
  currency: 'EUR';
}

/** POST /payment/gift-code/apply (the Apply button): what the code would take off these works; holds nothing. */
export const applyGiftCodeInput = z.object({
  code: giftCodeField,
  items: z
    .array(z.object({ id: z.string().trim().min(1).max(200) }), { error: 'Items must be a list of artworks' })
    .min(1, 'Your cart is empty')
    .max(50, 'At most 50 artworks in one order'),
  offerToken: z.string().trim().max(200).optional(),
  /** the browser's held intent: its own hold on the code does not count against it */
  heldIntentId: z.string().trim().max(200).optional(),
});
export type ApplyGiftCodeInput = z.input<typeof applyGiftCodeInput>;

/** A gift card's code as an order shows it: only its last four characters, as a code is a bearer secret. */
export const maskedGiftCode = (code: string) => `••••-${normalizeGiftCode(code).slice(-4)}`;
