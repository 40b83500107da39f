import type {
  GiftCardPrice,
  GiftCodeHoldAnswer,
  HoldGiftCodeAnswer,
  HoldGiftCodeInput,
  IssueGiftCodeAnswer,
  IssueGiftCodeInput,
} from '@easel/contracts';

/**
 * The artist service's side of gift cards, as commerce calls it. A refusal the buyer should read (an unknown card or
 * code, a spent code, a code for another artist's works) comes back as the same 4xx with the artist service's words;
 * an artist service that does not answer is a 503, and an outbox event that meets one is retried.
 */
export interface GiftCardDirectory {
  /** What one card costs at one of its amounts (minor units). */
  price(slug: string, amountMinor: number): Promise<GiftCardPrice>;
  /** Makes (or finds again) the code of a paid card line, and mails it to the buyer. */
  issue(input: IssueGiftCodeInput): Promise<IssueGiftCodeAnswer>;
  /** Holds (or, with dryRun, only prices) a code's balance against a checkout's works. */
  hold(input: HoldGiftCodeInput): Promise<HoldGiftCodeAnswer>;
  /** The payment succeeded: the held amount is spent. */
  capture(holdId: string): Promise<GiftCodeHoldAnswer>;
  /** The checkout ended without this payment: the held amount counts in the balance again. */
  release(holdId: string): Promise<GiftCodeHoldAnswer>;
  /** The order it paid for was cancelled: what the hold captured goes back onto the code's balance (once, however often asked). */
  refund(holdId: string): Promise<GiftCodeHoldAnswer>;
}
