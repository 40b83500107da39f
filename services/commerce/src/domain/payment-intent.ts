import { randomBytes, randomUUID } from 'node:crypto';
import {
  HOLD_MINUTES,
  type CreatePaymentIntentAnswer,
  type CreatePaymentIntentInput,
  GIFT_CODE_CHANGED,
  maskedGiftCode,
  toMajor,
  formatPrice,
} from '@easel/contracts';
import type { HoldGiftCodeAnswer } from '@easel/contracts';
import { ConflictError } from '@easel/service-kit';
import { priceCheckout, reservedMessage, soldMessage, type PricedCheckout } from './checkout';
import { artworksOf } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';
import { HeldByAnotherError } from './errors';
import { dryRunHoldId, giftCodeUse, holdGiftCode, releaseGiftHold } from './gift-card-checkout';
import type { ProviderIntent } from './payment-provider';
import { runSteps, type Step } from './steps';

type Deps = Pick<
  CommerceDeps,
  'catalog' | 'orders' | 'holds' | 'provider' | 'checkouts' | 'offers' | 'giftCards' | 'logger'
>;

/** A checkout as its steps fill it in: each field is set by the step named beside it, and read by later ones. */
interface Checkout {
  userId: string | undefined;
  input: CreatePaymentIntentInput;
  buyerKey: string;
  /** price; `slugs` are the works among the lines, the ones held */
  priced?: PricedCheckout & { slugs: string[] };
  /** plan gift: what the code can pay now (a dry run), which decides the intent's amount */
  planned?: HoldGiftCodeAnswer;
  giftMinor?: number;
  /** hold works */
  heldUntil?: Date;
  /** create intent: no intent when the code pays it all */
  intent?: ProviderIntent;
  paymentIntentId?: string;
  /** hold gift */
  giftHeld?: HoldGiftCodeAnswer;
}

const holdEnd = () => new Date(Date.now() + HOLD_MINUTES * 60_000);

/** The server's prices (the buyer's are ignored); a total that is not the server's is refused. */
const price = (deps: Deps): Step<Checkout> => ({
  name: 'price',
  async run(state) {
    const priced = await priceCheckout(deps, state.userId, state.input);
    const { totalMinor, currency } = priced;
    if (state.input.amount !== totalMinor)
      throw new ConflictError(
        `The total is now ${formatPrice(toMajor(totalMinor, currency), currency)}: please review your order`,
      );
    return { ...state, priced: { ...priced, slugs: artworksOf(priced.items).map((item) => item.slug) } };
  },
});

/**
 * The works' holds of an intent this one replaces (a new address, another code) pass to this buyer, and its code's hold
 * ends so its balance is free again; not when that intent is paid already: its order takes the hold.
 */
const replaceHeldIntent = (deps: Deps): Step<Checkout> => ({
  name: 'replace held intent',
  async run(state) {
    const intentId = state.input.heldIntentId;
    if (!intentId) return state;
    await deps.holds.takeOver(intentId, state.priced!.slugs, state.buyerKey);
    const record = await deps.checkouts.find(intentId);
    if (!record?.giftMinor || (await deps.orders.byIntent(intentId))) return state;
    if (record.provider !== 'gift-card' && (await deps.provider.retrieveIntent(intentId))?.status === 'succeeded')
      return state;
    await releaseGiftHold(deps, intentId);
    return state;
  },
});

/** What the code can pay decides the intent's amount, and a code refused holds nothing, not even the works. */
const planGift = (deps: Deps): Step<Checkout> => ({
  name: 'plan gift',
  async run(state) {
    const code = state.input.giftCode;
    const { items, currency, totalMinor } = state.priced!;
    if (!code) return { ...state, giftMinor: 0 };
    const planned = await holdGiftCode(deps, {
      code,
      holdId: dryRunHoldId(),
      items,
      currency,
      expiresAt: holdEnd(),
      dryRun: true,
    });
    return { ...state, planned, giftMinor: Math.min(planned.heldMinor, totalMinor) };
  },
});

/** Every work for HOLD_MINUTES; a gift card is not unique: nothing to hold, and its checkout lasts as long. */
const holdWorks = (deps: Deps): Step<Checkout> => ({
  name: 'hold works',
  async run(state) {
    const { items, slugs } = state.priced!;
    if (!slugs.length) return { ...state, heldUntil: holdEnd() };
    try {
      return { ...state, heldUntil: await deps.holds.claim(slugs, state.buyerKey) };
    } catch (error) {
      if (!(error instanceof HeldByAnotherError)) throw error;
      const title = items.find((item) => item.slug === error.slug)?.title ?? error.slug;
      throw new ConflictError(error.paid ? soldMessage(title) : reservedMessage(title, error.expiresAt));
    }
  },
  undo: (state) => deps.holds.release(state.priced!.slugs, state.buyerKey),
});

/** The provider's intent for what the code does not pay; none when it pays it all. */
const createIntent = (deps: Deps): Step<Checkout> => ({
  name: 'create intent',
  async run(state) {
    const { currency, totalMinor, slugs } = state.priced!;
    const chargeMinor = totalMinor - state.giftMinor!;
    if (chargeMinor === 0) return { ...state, paymentIntentId: `gc_${randomBytes(18).toString('base64url')}` };
    const intent = await deps.provider.createIntent({
      amountMinor: chargeMinor,
      currency,
      metadata: { buyerKey: state.buyerKey, slugs: slugs.join(',') },
      idempotencyKey: randomUUID(),
    });
    return { ...state, intent, paymentIntentId: intent.id };
  },
  async undo({ intent }) {
    if (intent) await deps.provider.cancelIntent(intent.id, `cancel-${intent.id}`);
  },
});

/** The code's real hold is keyed by the intent, so it comes after it, and ends with the works' hold. */
const holdGift = (deps: Deps): Step<Checkout> => ({
  name: 'hold gift',
  async run(state) {
    const code = state.input.giftCode;
    if (!code) return state;
    const { items, currency } = state.priced!;
    const holdId = state.paymentIntentId!;
    return {
      ...state,
      giftHeld: await holdGiftCode(deps, { code, holdId, items, currency, expiresAt: state.heldUntil! }),
    };
  },
  async undo(state) {
    if (state.giftHeld) await releaseGiftHold(deps, state.paymentIntentId!);
  },
});

/** Never charge less than what is held: a balance spent meanwhile by another checkout ends this one. */
const checkGift: Step<Checkout> = {
  name: 'check gift',
  async run(state) {
    if (state.giftHeld && state.giftHeld.heldMinor !== state.giftMinor) throw new ConflictError(GIFT_CODE_CHANGED);
    return state;
  },
};

/** The checkout is kept with its intent (or as covered by the code), and the works' holds name the intent. */
const record = (deps: Deps): Step<Checkout> => ({
  name: 'record',
  async run(state) {
    const { items, currency, totalMinor, slugs } = state.priced!;
    const { input, intent, buyerKey } = state;
    const checkout = {
      paymentIntentId: state.paymentIntentId!,
      amountMinor: totalMinor - state.giftMinor!,
      currency,
      userId: state.userId ?? null,
      buyerKey,
      offerToken: input.offerToken ?? null,
      items,
      shippingInfo: input.shippingInfo,
      giftCodeHint: input.giftCode ? maskedGiftCode(input.giftCode) : null,
      giftMinor: state.giftMinor!,
    };
    if (intent) await deps.checkouts.save(intent, deps.provider.name, checkout);
    else await deps.checkouts.saveCovered(checkout);
    if (slugs.length) await deps.holds.attach(slugs, buyerKey, checkout.paymentIntentId);
    return state;
  },
});

/**
 * POST /payment/create-payment-intent: prices the works from catalog, holds every work for HOLD_MINUTES, then asks the
 * provider for the intent. With a gift card's code, the code's hold (keyed by the intent) pays part of it: the provider
 * is asked for the rest, or for nothing when the code pays it all. A step that fails undoes the ones before it.
 */
export async function createPaymentIntent(
  deps: Deps,
  userId: string | undefined,
  input: CreatePaymentIntentInput,
): Promise<CreatePaymentIntentAnswer> {
  const steps = [
    price(deps),
    replaceHeldIntent(deps),
    planGift(deps),
    holdWorks(deps),
    createIntent(deps),
    holdGift(deps),
    checkGift,
    record(deps),
  ];
  const buyerKey = userId ?? `guest:${input.shippingInfo.email.toLowerCase()}`;
  const done = await runSteps(steps, { userId, input, buyerKey }, { logger: deps.logger });
  return {
    client_secret: done.intent?.clientSecret ?? '',
    payment_intent_id: done.paymentIntentId!,
    amount: done.priced!.totalMinor - done.giftMinor!,
    currency: done.priced!.currency,
    heldUntil: done.heldUntil!.toISOString(),
    provider: deps.provider.name,
    ...(done.planned ? { giftCode: giftCodeUse(done.planned) } : {}),
    ...(done.intent ? {} : { covered: true }),
  };
}
