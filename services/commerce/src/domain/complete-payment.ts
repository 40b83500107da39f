import { AppError, ConflictError, NotFoundError } from '@easel/service-kit';
import { artworksOf, type CheckoutRecord } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';
import { OrderExistsError, WorkAlreadySoldError } from './errors';
import { releaseGiftHold } from './gift-card-checkout';
import { newOrderNumber } from './order-number';
import { orderPaidEvents } from './order-paid';
import { keepHoldsForPayment } from './payment-holds';
import type { ProviderIntent } from './payment-provider';

const PAYMENT_NOT_FOUND = 'Payment not found';
const PAYMENT_NOT_SUCCEEDED = 'The payment has not succeeded';
const SOLD_MEANWHILE = 'An artwork of this order was sold to another buyer first: your payment has been refunded';
const GIFT_HOLD_ENDED = "The gift card's hold ended before the payment was made: please check out again";
const GIFT_HOLD_ENDED_REFUNDED =
  "The gift card's hold ended before the payment was made: your card payment has been refunded";

type Deps = Pick<CommerceDeps, 'orders' | 'checkouts' | 'provider' | 'logger' | 'giftCards' | 'holds'>;

/** An intent the gift card's code pays in full has no card provider: the code's capture is its payment. */
const paidByCard = (record: CheckoutRecord) => record.provider !== 'gift-card';

/** Stripe's card is authorised at confirm and captured here (manual capture), so a refusal now moves no money. */
const authorised = (intent: ProviderIntent | undefined) => intent?.status === 'requires_capture';

/** The card's money goes back: an authorisation is let go, a payment refunded; its works go back on sale. */
async function refundCard(deps: Deps, record: CheckoutRecord, intent: ProviderIntent | undefined, reason: string) {
  const id = record.paymentIntentId;
  if (authorised(intent)) await deps.provider.cancelIntent(id, `cancel-${reason}-${id}`);
  else if (paidByCard(record)) await deps.provider.refund(id, `refund-${reason}-${id}`);
  await deps.holds.letGo(id);
}

/** The card's intent, when the provider says it was paid or authorised for the amount recorded with it. */
async function paidIntent(deps: Deps, record: CheckoutRecord): Promise<ProviderIntent> {
  const intent = await deps.provider.retrieveIntent(record.paymentIntentId);
  if (!intent || (intent.status !== 'succeeded' && !authorised(intent))) throw new ConflictError(PAYMENT_NOT_SUCCEEDED);
  if (intent.amountMinor !== record.amountMinor || intent.currency.toUpperCase() !== record.currency) {
    deps.logger.error(
      { paymentIntentId: record.paymentIntentId, paid: intent.amountMinor, recorded: record.amountMinor },
      'a payment does not match what it was made for',
    );
    throw new ConflictError(PAYMENT_NOT_SUCCEEDED);
  }
  return intent;
}

/**
 * Before money is taken, the works' holds become this payment's for good; one gone to another checkout refuses it: an
 * authorisation is let go and a gift card's hold released. A card paid already (the local provider keeps the holds at
 * its confirm) goes on: its order decides, and refunds it if another came first.
 */
async function keepHolds(deps: Deps, record: CheckoutRecord, intent: ProviderIntent | undefined) {
  try {
    await keepHoldsForPayment(deps, record);
  } catch (error) {
    if (!(error instanceof ConflictError) || intent?.status === 'succeeded') return;
    if (authorised(intent))
      await deps.provider.cancelIntent(record.paymentIntentId, `cancel-hold-gone-${record.paymentIntentId}`);
    if (record.giftMinor > 0) await releaseGiftHold(deps, record.paymentIntentId);
    throw error;
  }
}

/**
 * The code's hold becomes spent before the order is written, so an order never has a gift card line it did not get.
 * Only this intent's own hold is captured (its id is the hold's). A work sold meanwhile spends nothing: the hold is
 * released and the card refunded; a hold that ended meanwhile refunds the card.
 */
async function captureGiftCode(deps: Deps, record: CheckoutRecord, intent: ProviderIntent | undefined) {
  const sold = await deps.orders.soldSlugs(artworksOf(record.items).map((item) => item.slug));
  if (sold.length) {
    await releaseGiftHold(deps, record.paymentIntentId);
    await refundCard(deps, record, intent, 'sold-meanwhile');
    throw new ConflictError(SOLD_MEANWHILE);
  }
  try {
    await deps.giftCards.capture(record.paymentIntentId);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    deps.logger.warn(
      { paymentIntentId: record.paymentIntentId, reason: error.message },
      'a gift card hold could not be captured',
    );
    await refundCard(deps, record, intent, 'gift-hold-ended');
    throw new ConflictError(paidByCard(record) ? GIFT_HOLD_ENDED_REFUNDED : GIFT_HOLD_ENDED);
  }
  if (!paidByCard(record)) await deps.checkouts.markCoveredPaid(record.paymentIntentId);
}

/**
 * The one way an order is made (finalize, the webhook and the local provider's events all come here): the provider
 * must say the intent succeeded or was authorised for the amount recorded with it (or, when a gift card's code pays it
 * all, the code's hold is captured), and the works' holds must still be this payment's; then an authorised card is
 * captured, and the order, its works and its events are written at once. A payment already made into an order answers
 * that order.
 */
export async function completePayment(deps: Deps, paymentIntentId: string): Promise<{ orderNumber: string }> {
  const existing = await deps.orders.byIntent(paymentIntentId);
  if (existing) return { orderNumber: existing.orderNumber };
  const record = await deps.checkouts.find(paymentIntentId);
  if (!record) throw new NotFoundError(PAYMENT_NOT_FOUND);
  const intent = paidByCard(record) ? await paidIntent(deps, record) : undefined;
  await keepHolds(deps, record, intent);
  if (record.giftMinor > 0) await captureGiftCode(deps, record, intent);
  if (authorised(intent)) await deps.provider.capture(paymentIntentId, `capture-${paymentIntentId}`);

  const subtotal = record.items.reduce((sum, item) => sum + item.priceMinor, 0);
  const order = {
    orderNumber: newOrderNumber(),
    userId: record.userId,
    paymentIntentId,
    orderStatus: 'paid' as const,
    shippingInfo: record.shippingInfo,
    items: record.items,
    subtotalMinor: subtotal,
    shippingMinor: 0,
    taxMinor: 0,
    totalMinor: subtotal - record.giftMinor,
    currency: record.currency,
    buyerEmail: record.shippingInfo.email,
    giftCodeHint: record.giftCodeHint,
    giftMinor: record.giftMinor,
  };
  try {
    const placed = await deps.orders.place(order, (orderId) => orderPaidEvents(order, orderId));
    return { orderNumber: placed.orderNumber };
  } catch (error) {
    if (error instanceof OrderExistsError)
      return { orderNumber: (await deps.orders.byIntent(paymentIntentId))!.orderNumber };
    if (!(error instanceof WorkAlreadySoldError)) throw error;
    // A hold lapsed and another buyer paid first: this payment buys nothing, so it goes back.
    await refundCard(deps, record, undefined, 'sold-meanwhile');
    if (record.giftMinor > 0)
      deps.logger.error(
        { paymentIntentId },
        'a work was sold between the gift card capture and the order; the code was spent',
      );
    deps.logger.warn({ paymentIntentId }, 'a payment came after its work was sold; refunded');
    throw new ConflictError(SOLD_MEANWHILE);
  }
}

/** POST /payment/finalize: a signed-in buyer's payment is finalized by that buyer; a guest's intent id is its own secret. */
export async function finalizePayment(
  deps: Deps,
  paymentIntentId: string,
  userId: string | undefined,
): Promise<{ orderNumber: string }> {
  const record = await deps.checkouts.find(paymentIntentId);
  if (record?.userId && record.userId !== userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
  return completePayment(deps, paymentIntentId);
}
