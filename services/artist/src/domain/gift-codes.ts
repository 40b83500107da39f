import { randomInt } from 'node:crypto';
import {
  GIFT_CARD_CURRENCY,
  GIFT_CARD_NOT_FOUND,
  GIFT_CODE_ALPHABET,
  GIFT_CODE_EUR_ONLY,
  GIFT_CODE_HOLD_ENDED,
  GIFT_CODE_HOLD_NOT_CAPTURED,
  GIFT_CODE_HOLD_NOT_FOUND,
  GIFT_CODE_NOT_VALID,
  GIFT_CODE_SPENT,
  formatGiftCode,
  giftCodeOnlyFor,
  normalizeGiftCode,
  type GiftCodeHoldAnswer,
  type HoldGiftCodeAnswer,
  type HoldGiftCodeInput,
  type IssueGiftCodeAnswer,
  type IssueGiftCodeInput,
} from '@easel/contracts';
import { ConflictError, InputError, NotFoundError } from '@easel/service-kit';
import type { GiftCardsRepository } from '../data-access/gift-cards-repository';
import type { GiftCodesRepository, LockedGiftCode } from '../data-access/gift-codes-repository';
import type { GiftCodeHold } from './gift-card';
import { giftCodeIssued } from './gift-card-events';

export interface GiftCodeDeps {
  cards: GiftCardsRepository;
  codes: GiftCodesRepository;
  now(): Date;
}

const CODE_LENGTH = 16;
/** Longer than any checkout's own hold on the works: a hold that never ends cannot keep a balance forever. */
const HOLD_MAX_MS = 24 * 3_600_000;

/** 16 characters from 30: about 78 bits, so codes cannot be guessed, and none of them reads like another. */
const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)]).join('');

/** The code for one line of a paid order, mailed to the buyer through the outbox; a redelivery answers the same code. */
export async function issueGiftCode(
  { cards, codes }: GiftCodeDeps,
  input: IssueGiftCodeInput,
): Promise<IssueGiftCodeAnswer & { issued: boolean }> {
  const known = await codes.findByOrderLine(input.orderNumber, input.line);
  if (known) return { code: formatGiftCode(known), issued: false };
  const card = await cards.findBySlug(input.slug);
  if (!card) throw new NotFoundError(GIFT_CARD_NOT_FOUND);
  const code = newCode();
  const answer = await codes.issue({ ...input, code, cardId: card.id, artistId: card.userId }, (events) =>
    giftCodeIssued(events, { ...input, code, artistName: card.artistName, title: card.title }),
  );
  return { code: formatGiftCode(answer.code), issued: answer.issued };
}

const lockCode = async <T>(codes: GiftCodesRepository, typed: string, work: (locked: LockedGiftCode) => Promise<T>) => {
  const code = normalizeGiftCode(typed);
  const answer = code.length === CODE_LENGTH ? await codes.withCodeLocked(code, work) : undefined;
  if (answer === undefined) throw new NotFoundError(GIFT_CODE_NOT_VALID);
  return answer;
};

/** What the code takes off the artist's works in this checkout, held under the code's row lock (or only told, dryRun). */
export async function holdGiftCode(
  { codes, now }: GiftCodeDeps,
  input: HoldGiftCodeInput,
): Promise<HoldGiftCodeAnswer> {
  const at = now();
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt <= at) throw new InputError('Expires at must be in the future');
  if (expiresAt.getTime() - at.getTime() > HOLD_MAX_MS) throw new InputError('A hold can last at most 24 hours');
  return lockCode(codes, input.code, async (locked) => {
    const { code } = locked;
    const theirs = input.lines.filter((line) => line.artistId === code.artistId);
    if (!theirs.length) throw new InputError(giftCodeOnlyFor(code.artistName));
    const payable = theirs.filter((line) => line.currency.toUpperCase() === GIFT_CARD_CURRENCY);
    if (!payable.length) throw new InputError(GIFT_CODE_EUR_ONLY);
    // A paid hold (captured, or given back since) is never made to hold again.
    const before = (await locked.findHold(input.holdId))?.status;
    if (before === 'captured' || before === 'refunded') throw new ConflictError(GIFT_CODE_HOLD_ENDED);
    const available = code.balanceMinor - (await locked.heldByOthers(input.holdId, at));
    if (available <= 0) throw new ConflictError(GIFT_CODE_SPENT);
    const heldMinor = Math.min(
      available,
      payable.reduce((sum, line) => sum + line.amountMinor, 0),
    );
    if (!input.dryRun) await locked.putHold(input.holdId, heldMinor, expiresAt, at);
    return {
      code: formatGiftCode(code.code),
      artistName: code.artistName,
      heldMinor,
      balanceAfterMinor: available - heldMinor,
    };
  });
}

type HoldEnd = (locked: LockedGiftCode, hold: GiftCodeHold, at: Date) => Promise<GiftCodeHold['status']>;

/** Ends a hold under its code's lock; asking again answers the same (a hold re-made on another code meanwhile is followed there). */
async function endHold({ codes, now }: GiftCodeDeps, holdId: string, end: HoldEnd): Promise<GiftCodeHoldAnswer> {
  for (;;) {
    const seen = await codes.findHold(holdId);
    if (!seen) throw new NotFoundError(GIFT_CODE_HOLD_NOT_FOUND);
    const answer = await codes.withCodeLocked(seen.code, async (locked) => {
      const hold = await locked.findHold(holdId);
      if (!hold) return undefined;
      const status = await end(locked, hold, now());
      return {
        holdId,
        code: formatGiftCode(hold.code),
        status,
        amountMinor: hold.amountMinor,
        balanceMinor: await locked.balanceMinor(),
      };
    });
    if (answer) return answer;
  }
}

/** The payment went through: the held amount leaves the balance. A hold past its time is still taken while the balance covers it. */
export const captureGiftCodeHold = (deps: GiftCodeDeps, holdId: string) =>
  endHold(deps, holdId, async (locked, hold, at) => {
    if (hold.status === 'captured') return 'captured';
    if (hold.status !== 'held') throw new ConflictError(GIFT_CODE_HOLD_ENDED);
    if (locked.code.balanceMinor - (await locked.heldByOthers(hold.holdId, at)) < hold.amountMinor)
      throw new ConflictError(GIFT_CODE_SPENT);
    await locked.capture(hold, at);
    return 'captured';
  });

/** The checkout ended without paying: the hold stops counting. */
export const releaseGiftCodeHold = (deps: GiftCodeDeps, holdId: string) =>
  endHold(deps, holdId, async (locked, hold, at) => {
    if (hold.status === 'released') return 'released';
    if (hold.status !== 'held') throw new ConflictError(GIFT_CODE_HOLD_ENDED);
    await locked.release(hold, at);
    return 'released';
  });

/**
 * The order the hold paid for was cancelled: exactly what it captured goes back onto the balance, once (asking again
 * answers the same). A hold that paid nothing (still held, or released) has nothing to give back.
 */
export const refundGiftCodeHold = (deps: GiftCodeDeps, holdId: string) =>
  endHold(deps, holdId, async (locked, hold, at) => {
    if (hold.status === 'refunded') return 'refunded';
    if (hold.status !== 'captured') throw new ConflictError(GIFT_CODE_HOLD_NOT_CAPTURED);
    await locked.refund(hold, at);
    return 'refunded';
  });
