import { randomBytes, randomUUID } from 'node:crypto';
import {
  ARTISTS_CANNOT_BUY_OWN,
  HOLD_MINUTES,
  type CreatePaymentIntentAnswer,
  type CreatePaymentIntentInput,
} from '@easel/contracts/src/commerce';
import type { HoldGiftCodeAnswer } from '@easel/contracts/src/gift-cards';
import {
  GIFT_CODE_CHANGED,
  GIFT_CODE_NOT_FOR_CARDS,
  maskedGiftCode,
  type ApplyGiftCodeInput,
  type GiftCodeUse,
} from '@easel/contracts/src/gift-checkout';
import { formatPrice } from '@easel/contracts/src/price-format';
import { ConflictError, InputError, NotAllowedError } from '@easel/service-kit';
import { toMajor } from '@easel/contracts/src/money';
import { minutesUntil, saleState } from './buyable';
import type { CatalogArtwork } from './catalog-artwork';
import { artworksOf, type CheckoutItem, type CheckoutRecord } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';
import { HeldByAnotherError } from './errors';
import { dryRunHoldId, giftCardItem, giftCodeUse, holdGiftCode, releaseGiftHold } from './gift-card-checkout';
import type { AgreedPrice } from './offer-checkout';
import type { ProviderIntent } from './payment-provider';

type Deps = Pick<CommerceDeps, 'catalog' | 'orders' | 'holds' | 'provider' | 'checkouts' | 'offers' | 'giftCards'>;

/** A checkout's lines as the server prices them, with their one currency and their sum (minor units). */
interface PricedCheckout {
  items: CheckoutItem[];
  currency: string;
  totalMinor: number;
}

const reservedMessage = (title: string, until: Date) => {
  const minutes = minutesUntil(until);
  return `'${title}' is reserved by another buyer for ${minutes} more minute${minutes === 1 ? '' : 's'}`;
};

const soldMessage = (title: string) => `'${title}' has already been sold`;

/** The work priced for this buyer, or the reason it cannot be bought, in the words the buyer sees. */
function priced(
  art: CatalogArtwork | undefined,
  slug: string,
  ordered: boolean,
  userId: string | undefined,
  agreed?: AgreedPrice,
): CheckoutItem {
  const state = saleState(art, ordered, undefined, {});
  if (!art || state === 'unpublished') throw new ConflictError(`'${art?.title ?? slug}' is no longer for sale`);
  if (state === 'sold') throw new ConflictError(soldMessage(art.title));
  if (art.owner.id === userId) throw new NotAllowedError(ARTISTS_CANNOT_BUY_OWN);
  if (state === 'price-on-request' && !agreed)
    throw new InputError(`'${art.title}' is priced on request: make an offer for it`);
  return {
    slug,
    title: art.title,
    description: art.description,
    featuredImage: art.featuredImage,
    priceMinor: agreed?.priceMinor ?? art.salePriceMinor,
    artistId: art.owner.id,
  };
}

/** The works from catalog (or an accepted offer's one work at its agreed price), each checked as buyable by this buyer. */
async function priceWorks(
  deps: Deps,
  userId: string | undefined,
  slugs: string[],
  offerToken?: string,
): Promise<PricedCheckout> {
  const agreed = offerToken ? await deps.offers.agreedPrice(offerToken) : undefined;
  if (agreed && (slugs.length !== 1 || slugs[0] !== agreed.slug))
    throw new InputError('An offer link buys its one artwork only');

  const [artworks, ordered] = await Promise.all([deps.catalog.artworks(slugs), deps.orders.soldSlugs(slugs)]);
  const items = slugs.map((slug) =>
    priced(
      artworks.find((art) => art.slug === slug),
      slug,
      ordered.includes(slug),
      userId,
      agreed,
    ),
  );
  const currencies = new Set(agreed ? [agreed.currency] : artworks.map((art) => art.currency));
  if (currencies.size > 1)
    throw new InputError('One checkout holds one currency: please buy works priced in other currencies separately');
  const [currency] = [...currencies] as [string];
  return { items, currency, totalMinor: items.reduce((sum, item) => sum + item.priceMinor, 0) };
}

async function priceCheckout(
  deps: Deps,
  userId: string | undefined,
  input: CreatePaymentIntentInput,
): Promise<PricedCheckout> {
  if (!input.giftCard)
    return priceWorks(
      deps,
      userId,
      (input.items ?? []).map((item) => item.id),
      input.offerToken,
    );
  if (input.giftCode) throw new InputError(GIFT_CODE_NOT_FOR_CARDS);
  const card = await giftCardItem(deps, input.giftCard);
  return { items: [card], currency: 'EUR', totalMinor: card.priceMinor };
}

/** POST /payment/gift-code/apply: what the code would take off these works now; nothing is held. */
export async function applyGiftCode(
  deps: Deps,
  userId: string | undefined,
  input: ApplyGiftCodeInput & { code: string },
): Promise<GiftCodeUse> {
  const works = await priceWorks(
    deps,
    userId,
    input.items.map((item) => item.id),
    input.offerToken,
  );
  const held = await holdGiftCode(deps, {
    code: input.code,
    // The browser's own hold (a reload, a second Apply) is priced as replaced, so it does not count against itself.
    holdId: input.heldIntentId || dryRunHoldId(),
    items: works.items,
    currency: works.currency,
    expiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000),
    dryRun: true,
  });
  return giftCodeUse(held);
}

/**
 * The code's hold of an intent this one replaces (a new address, another code) ends, so its balance is free again;
 * not when that intent is paid already: its order takes the hold.
 */
async function releaseReplaced(deps: Deps, intentId: string): Promise<void> {
  const record = await deps.checkouts.find(intentId);
  if (!record?.giftMinor || (await deps.orders.byIntent(intentId))) return;
  if (record.provider !== 'gift-card' && (await deps.provider.retrieveIntent(intentId))?.status === 'succeeded') return;
  await releaseGiftHold(deps, intentId);
}

/**
 * POST /payment/create-payment-intent: prices the works from catalog (the buyer's prices are ignored), refuses a
 * total that is not the server's, holds every work for HOLD_MINUTES, then asks the provider for the intent. With a
 * gift card's code, the code's hold (keyed by the intent) pays part of it: the provider is asked for the rest, or for
 * nothing when the code pays it all.
 */
export async function createPaymentIntent(
  deps: Deps,
  userId: string | undefined,
  input: CreatePaymentIntentInput,
): Promise<CreatePaymentIntentAnswer> {
  const { items, currency, totalMinor } = await priceCheckout(deps, userId, input);
  if (input.amount !== totalMinor)
    throw new ConflictError(
      `The total is now ${formatPrice(toMajor(totalMinor, currency), currency)}: please review your order`,
    );

  const slugs = artworksOf(items).map((item) => item.slug);
  const buyerKey = userId ?? `guest:${input.shippingInfo.email.toLowerCase()}`;
  if (input.heldIntentId) {
    await deps.holds.takeOver(input.heldIntentId, slugs, buyerKey);
    await releaseReplaced(deps, input.heldIntentId);
  }
  const code = input.giftCode;
  // What the code can pay decides the intent's amount, and a code refused holds nothing, not even the works.
  const planned: HoldGiftCodeAnswer | undefined = code
    ? await holdGiftCode(deps, {
        code,
        holdId: dryRunHoldId(),
        items,
        currency,
        expiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000),
        dryRun: true,
      })
    : undefined;
  let heldUntil: Date;
  try {
    // A gift card is not unique: nothing to hold, and its checkout lasts as long as a work's hold would.
    heldUntil = slugs.length ? await deps.holds.claim(slugs, buyerKey) : new Date(Date.now() + HOLD_MINUTES * 60_000);
  } catch (error) {
    if (!(error instanceof HeldByAnotherError)) throw error;
    const title = items.find((item) => item.slug === error.slug)?.title ?? error.slug;
    throw new ConflictError(error.paid ? soldMessage(title) : reservedMessage(title, error.expiresAt));
  }

  const giftMinor = Math.min(planned?.heldMinor ?? 0, totalMinor);
  const chargeMinor = totalMinor - giftMinor;

  let intent: ProviderIntent | undefined;
  if (chargeMinor > 0)
    intent = await deps.provider.createIntent({
      amountMinor: chargeMinor,
      currency,
      metadata: { buyerKey, slugs: slugs.join(',') },
      idempotencyKey: randomUUID(),
    });
  const paymentIntentId = intent?.id ?? `gc_${randomBytes(18).toString('base64url')}`;
  if (code) {
    // The real hold is keyed by the intent, so it comes after it, and ends with the works' hold.
    const held = await holdGiftCode(deps, { code, holdId: paymentIntentId, items, currency, expiresAt: heldUntil });
    // Never charge less than what is held: a balance spent meanwhile by another checkout ends this one.
    if (held.heldMinor !== giftMinor) {
      await releaseGiftHold(deps, paymentIntentId);
      if (intent) await deps.provider.cancelIntent(paymentIntentId, `cancel-${paymentIntentId}`).catch(() => undefined);
      throw new ConflictError(GIFT_CODE_CHANGED);
    }
  }

  const record: CheckoutRecord = {
    paymentIntentId,
    amountMinor: chargeMinor,
    currency,
    userId: userId ?? null,
    buyerKey,
    offerToken: input.offerToken ?? null,
    items,
    shippingInfo: input.shippingInfo,
    giftCodeHint: code ? maskedGiftCode(code) : null,
    giftMinor,
  };
  if (intent) await deps.checkouts.save(intent, deps.provider.name, record);
  else await deps.checkouts.saveCovered(record);
  if (slugs.length) await deps.holds.attach(slugs, buyerKey, paymentIntentId);
  return {
    client_secret: intent?.clientSecret ?? '',
    payment_intent_id: paymentIntentId,
    amount: chargeMinor,
    currency,
    heldUntil: heldUntil.toISOString(),
    provider: deps.provider.name,
    ...(planned ? { giftCode: giftCodeUse(planned) } : {}),
    ...(intent ? {} : { covered: true }),
  };
}
