/**
 * Gift cards between the artist service (which owns cards, codes and balances) and commerce (which sells cards and
 * takes codes at checkout). Money in minor units (cents); a card's currency is always EUR.
 */
export const GIFT_CARD_CURRENCY = 'EUR';
/** Spec §2: 'From 50 €'. */
export const GIFT_CARD_MIN_EUR = 50;

export const GIFT_CODE_NOT_VALID = 'This gift card code is not valid';
export const GIFT_CODE_SPENT = 'This gift card has no balance left';
export const giftCodeOnlyFor = (artistName: string) => `This gift card can only be used for works by ${artistName}`;

/**
 * GET /internal/giftcards/:slug/price?amount=<minor> (artist): what commerce charges for one card at one of its amounts.
 * 404 'Gift card not found' when unknown or unpublished; 400 when the amount is not one the card offers.
 */
export interface GiftCardPrice {
  slug: string;
  artistId: string;
  artistName: string;
  title: string;
  featuredImage: string;
  amountMinor: number;
  currency: typeof GIFT_CARD_CURRENCY;
}

/**
 * POST /internal/giftcards/issue (artist), from commerce's outbox once a card's order is paid: makes the code and mails
 * it to the buyer (through the artist service's outbox). Idempotent by orderNumber + line: a redelivery answers the same code.
 */
export interface IssueGiftCodeInput {
  orderNumber: string;
  /** the line's index in the order, so two cards in one order get two codes */
  line: number;
  slug: string;
  amountMinor: number;
  buyerEmail: string;
  buyerName: string;
}
export interface IssueGiftCodeAnswer {
  code: string;
}

/**
 * POST /internal/gift-codes/hold (artist): holds up to the code's balance against the works of its artist in a checkout.
 * Under a row lock on the code, so two checkouts at once can never hold the same balance. A hold for a holdId that exists
 * replaces it. dryRun answers what would be held and holds nothing (the checkout's Apply button).
 * 404 GIFT_CODE_NOT_VALID; 409 GIFT_CODE_SPENT; 400 giftCodeOnlyFor(artistName) when no work of the artist is in the order.
 */
export interface HoldGiftCodeInput {
  code: string;
  /** commerce's payment intent id */
  holdId: string;
  /** the order's lines, as commerce prices them */
  lines: { artistId: string; amountMinor: number; currency: string }[];
  /** ISO time: an uncaptured hold stops counting then (commerce's own hold on the works) */
  expiresAt: string;
  dryRun?: boolean;
}
export interface HoldGiftCodeAnswer {
  code: string;
  artistName: string;
  /** what this checkout takes off its total */
  heldMinor: number;
  /** what the code keeps after this hold is captured */
  balanceAfterMinor: number;
}

/** POST /internal/gift-codes/capture and /release (artist), { holdId }: the payment succeeded, or the checkout ended without it. Both idempotent. */
export interface GiftCodeHoldRef {
  holdId: string;
}

/** A card as its page, the artist page's tile and /artists#cards show it; amounts in euros. */
export interface GiftCardSummary {
  slug: string;
  artistSlug: string;
  artistName: string;
  title: string;
  featuredImage: string;
  amounts: number[];
  note: string;
  published: boolean;
}
/** GET /api/giftcard/list?artist=<slug>&skip&limit: published cards, newest first; an owner asking for their own also gets drafts. */
export interface GiftCardListAnswer {
  cards: GiftCardSummary[];
  total: number;
}
