import { MEDIA_URL } from './catalog';
import { z } from './messages';
import { isOneLine, notAllowedCharacter } from './plain-text';

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

/**
 * POST /internal/gift-codes/capture and /release (artist), { holdId }: the payment succeeded, or the checkout ended without it.
 * POST /internal/gift-codes/refund (artist), { holdId }, from commerce's outbox when an order the code paid (part of) is
 * cancelled: exactly what the hold captured goes back onto the code's balance. All three idempotent: asking again answers the same.
 */
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
  /** GET /api/giftcard/get/:slug only: whether the signed-in caller is the card's artist (their slug may have changed since). */
  mine?: boolean;
}
/** GET /api/giftcard/list?artist=<slug>&skip&limit: published cards, newest first; an owner asking for their own also gets drafts. */
export interface GiftCardListAnswer {
  cards: GiftCardSummary[];
  total: number;
}

// ---- The artist's own calls and the inputs of both sides, parsed by the artist service (added by the gift-card work). ----

/** A card's amounts are whole euros from GIFT_CARD_MIN_EUR to this; a short list, the form suggests GIFT_CARD_SUGGESTED_EUR. */
export const GIFT_CARD_MAX_EUR = 5000;
const GIFT_CARD_AMOUNTS_MAX = 10;
export const GIFT_CARD_SUGGESTED_EUR = [50, 100, 250];
export const GIFT_CARD_NOTE_MAX = 500;
export const GIFT_CARD_TITLE_MAX = 80;
export const GIFT_CARD_NOT_FOUND = 'Gift card not found';
/** 404 of capture and release for a holdId the artist service never held. */
export const GIFT_CODE_HOLD_NOT_FOUND = 'Gift card hold not found';
/** 409 of capture after release or refund, of release after capture, and of a new hold under a captured or refunded holdId. */
export const GIFT_CODE_HOLD_ENDED = 'This gift card hold has already ended';
/** 409 of refund for a hold still held or released: the code paid nothing, so nothing goes back. */
export const GIFT_CODE_HOLD_NOT_CAPTURED = 'This gift card hold was never captured, so there is nothing to give back';
/** 400 of hold when the artist's works in the order are priced in another currency than the card's. */
export const GIFT_CODE_EUR_ONLY = 'This gift card can only be used for works priced in EUR';

const AMOUNT_WORDS = 'Amounts must be numbers of euros, like 50 or 100';
/** One amount of a card, in whole euros; the form checks each as it is added. */
export const giftCardAmountEur = z.number({ error: AMOUNT_WORDS }).check((ctx) => {
  const eur = ctx.value;
  const problem = !Number.isFinite(eur)
    ? AMOUNT_WORDS
    : !Number.isInteger(eur)
      ? 'Amounts must be whole euros, without cents'
      : eur < GIFT_CARD_MIN_EUR
        ? `Amounts start at ${GIFT_CARD_MIN_EUR} €`
        : eur > GIFT_CARD_MAX_EUR
          ? `Amounts can be at most ${GIFT_CARD_MAX_EUR} €`
          : undefined;
  if (problem) ctx.issues.push({ code: 'custom', input: eur, message: problem });
});

/** A card's title when its artist leaves it empty; it takes their new name when they rename themselves. */
export const giftCardTitleBy = (artistName: string) => `Gift card by ${artistName}`;

/** POST /api/giftcard/new and PUT /api/giftcard/edit/:slug: the card as the artist designs it; amounts in euros, answered sorted. */
export const giftCardInput = z.object({
  title: z
    .string({ error: 'Title must be text' })
    .trim()
    .max(GIFT_CARD_TITLE_MAX, `Title must be at most ${GIFT_CARD_TITLE_MAX} characters`)
    .refine(isOneLine, notAllowedCharacter('Title'))
    .default(''),
  featuredImage: z
    .string({ error: 'Please add an image for the card' })
    .trim()
    .min(1, 'Please add an image for the card')
    .regex(MEDIA_URL, 'The card image must be an uploaded image'),
  amounts: z
    .array(giftCardAmountEur, { error: 'Please choose at least one amount' })
    .min(1, 'Please choose at least one amount')
    .max(GIFT_CARD_AMOUNTS_MAX, `A card can offer at most ${GIFT_CARD_AMOUNTS_MAX} amounts`)
    .refine((amounts) => new Set(amounts).size === amounts.length, 'Each amount can be offered only once')
    .transform((amounts) => [...amounts].sort((a, b) => a - b)),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(GIFT_CARD_NOTE_MAX, `The note must be at most ${GIFT_CARD_NOTE_MAX} characters`)
    .default(''),
  published: z.boolean({ error: 'Published must be true or false' }).default(false),
});
export type GiftCardInput = z.infer<typeof giftCardInput>;

const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from ${min} to ${max}` })
    .int(`${name} must be a whole number from ${min} to ${max}`)
    .min(min, `${name} must be a whole number from ${min} to ${max}`)
    .max(max, `${name} must be a whole number from ${min} to ${max}`)
    .default(fallback);

/** GET /api/giftcard/list?artist=<slug>&skip&limit */
export const giftCardListQuery = z.object({
  artist: z
    .string({ error: 'Artist must be text' })
    .trim()
    .max(200, 'Artist must be at most 200 characters')
    .optional(),
  skip: wholeNumber('Skip', 0, 100_000, 0),
  limit: wholeNumber('Limit', 1, 50, 12),
});

/** GET /internal/giftcards/:slug/price?amount=<minor> */
export const giftCardPriceQuery = z.object({
  amount: z.coerce
    .number({ error: 'Amount must be a whole number of cents' })
    .int('Amount must be a whole number of cents')
    .positive('Amount must be a whole number of cents'),
});

const minor = (name: string) =>
  z.number({ error: `${name} must be a whole number of cents` }).int(`${name} must be a whole number of cents`);
const required = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

export const issueGiftCodeInput = z.object({
  orderNumber: required('Order number', 100),
  line: z
    .number({ error: 'Line must be a whole number' })
    .int('Line must be a whole number')
    .min(0, 'Line must be a whole number'),
  slug: required('Slug', 200),
  amountMinor: minor('Amount')
    .min(GIFT_CARD_MIN_EUR * 100, `Amount must be at least ${GIFT_CARD_MIN_EUR} €`)
    .max(GIFT_CARD_MAX_EUR * 100, `Amount must be at most ${GIFT_CARD_MAX_EUR} €`),
  buyerEmail: required('Buyer email', 200).email('Buyer email is not valid'),
  buyerName: z
    .string({ error: 'Buyer name must be text' })
    .trim()
    .max(200, 'Buyer name must be at most 200 characters')
    .default(''),
}) satisfies z.ZodType<IssueGiftCodeInput, unknown>;

export const holdGiftCodeInput = z.object({
  code: required('Code', 40),
  holdId: required('Hold id', 200),
  lines: z
    .array(
      z.object({
        artistId: required('Artist id', 100),
        amountMinor: minor('Amount').min(0, 'Amount must be a whole number of cents'),
        currency: required('Currency', 3),
      }),
      {
        error: 'Lines must be a list of the order’s works',
      },
    )
    .max(200, 'An order has at most 200 lines'),
  expiresAt: z.iso.datetime({ offset: true, error: 'Expires at must be an ISO time' }),
  dryRun: z.boolean({ error: 'Dry run must be true or false' }).optional(),
}) satisfies z.ZodType<HoldGiftCodeInput, unknown>;

export const giftCodeHoldRef = z.object({ holdId: required('Hold id', 200) }) satisfies z.ZodType<
  GiftCodeHoldRef,
  unknown
>;

/** What capture, release and refund answer: the hold as it now stands, and the code's balance after it. */
export interface GiftCodeHoldAnswer {
  holdId: string;
  code: string;
  status: 'held' | 'captured' | 'released' | 'refunded';
  amountMinor: number;
  balanceMinor: number;
}

// A code is 16 letters and digits from an alphabet without look-alikes (no 0/O, 1/I/L, U), shown in groups of four.
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
/** What a person typed ('abcd efgh-jkmn pqrs') as the code is stored: upper case, without spaces or dashes. */
export const normalizeGiftCode = (typed: string) => typed.toUpperCase().replace(/[\s-]+/g, '');
/** ABCDEFGHJKMNPQRS → ABCD-EFGH-JKMN-PQRS */
export const formatGiftCode = (code: string) => normalizeGiftCode(code).replace(/(.{4})(?=.)/g, '$1-');

/** Spec §2 writes the cards' money '50 €': 100 → '100 €', 1250 → '1,250 €'; cents only when there are some. */
export const euros = (eur: number) => `${eur.toLocaleString('en-US', { maximumFractionDigits: 2 })} €`;
