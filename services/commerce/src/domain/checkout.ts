import { randomUUID } from 'node:crypto';
import { ARTISTS_CANNOT_BUY_OWN, type CreatePaymentIntentAnswer, type CreatePaymentIntentInput } from '@easel/contracts/src/commerce';
import { formatPrice } from '@easel/contracts/src/price-format';
import { ConflictError, InputError, NotAllowedError } from '@easel/service-kit';
import { HeldByAnotherError } from '../data-access/holds-repository';
import { minutesUntil, saleState } from './buyable';
import type { CatalogArtwork } from './catalog-artwork';
import type { CheckoutItem } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';
import { toMajor } from './money';

/** An accepted offer's price for its one work (B's agreedPrice), in minor units. */
export interface AgreedPrice {
  slug: string;
  priceMinor: number;
  currency: string;
}

type Deps = Pick<CommerceDeps, 'catalog' | 'orders' | 'holds' | 'provider' | 'checkouts' | 'offers'>;

const reservedMessage = (title: string, until: Date) => {
  const minutes = minutesUntil(until);
  return `'${title}' is reserved by another buyer for ${minutes} more minute${minutes === 1 ? '' : 's'}`;
};

/** The work priced for this buyer, or the reason it cannot be bought, in the words the buyer sees. */
function priced(art: CatalogArtwork | undefined, slug: string, ordered: boolean, userId: string | undefined, agreed?: AgreedPrice): CheckoutItem {
  const state = saleState(art, ordered, undefined, {});
  if (!art || state === 'unpublished') throw new ConflictError(`'${art?.title ?? slug}' is no longer for sale`);
  if (state === 'sold') throw new ConflictError(`'${art.title}' has already been sold`);
  if (art.owner.id === userId) throw new NotAllowedError(ARTISTS_CANNOT_BUY_OWN);
  if (state === 'price-on-request' && !agreed) throw new InputError(`'${art.title}' is priced on request: make an offer for it`);
  return {
    slug,
    title: art.title,
    description: art.description,
    featuredImage: art.featuredImage,
    priceMinor: agreed?.priceMinor ?? art.salePriceMinor,
    artistId: art.owner.id,
  };
}

/**
 * POST /payment/create-payment-intent: prices the works from catalog (the buyer's prices are ignored), refuses a
 * total that is not the server's, holds every work for HOLD_MINUTES, then asks the provider for the intent.
 */
export async function createPaymentIntent(
  deps: Deps,
  userId: string | undefined,
  input: CreatePaymentIntentInput,
): Promise<CreatePaymentIntentAnswer> {
  const slugs = input.items.map((item) => item.id);
  const agreed = input.offerToken ? await deps.offers.agreedPrice(input.offerToken) : undefined;
  if (agreed && (slugs.length !== 1 || slugs[0] !== agreed.slug)) throw new InputError('An offer link buys its one artwork only');

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
  if (currencies.size > 1) throw new InputError('One checkout holds one currency: please buy works priced in other currencies separately');
  const [currency] = [...currencies] as [string];
  const amountMinor = items.reduce((sum, item) => sum + item.priceMinor, 0);
  if (input.amount !== amountMinor)
    throw new ConflictError(`The total is now ${formatPrice(toMajor(amountMinor, currency), currency)}: please review your order`);

  const buyerKey = userId ?? `guest:${input.shippingInfo.email.toLowerCase()}`;
  if (input.heldIntentId) await deps.holds.takeOver(input.heldIntentId, slugs, buyerKey);
  let heldUntil: Date;
  try {
    heldUntil = await deps.holds.claim(slugs, buyerKey);
  } catch (error) {
    if (!(error instanceof HeldByAnotherError)) throw error;
    throw new ConflictError(reservedMessage(items.find((item) => item.slug === error.slug)?.title ?? error.slug, error.expiresAt));
  }

  const intent = await deps.provider.createIntent({
    amountMinor,
    currency,
    metadata: { buyerKey, slugs: slugs.join(',') },
    idempotencyKey: randomUUID(),
  });
  await deps.checkouts.save(intent, deps.provider.name, {
    paymentIntentId: intent.id,
    amountMinor,
    currency,
    userId: userId ?? null,
    buyerKey,
    offerToken: input.offerToken ?? null,
    items,
    shippingInfo: input.shippingInfo,
  });
  await deps.holds.attach(slugs, buyerKey, intent.id);
  return {
    client_secret: intent.clientSecret,
    payment_intent_id: intent.id,
    amount: amountMinor,
    currency,
    heldUntil: heldUntil.toISOString(),
    provider: deps.provider.name,
  };
}
