import { AppError, ConflictError, NotFoundError } from '@easel/service-kit';
import { OrderExistsError, WorkAlreadySoldError } from '../data-access/orders-repository';
import { artworksOf, type CheckoutRecord } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';
import { releaseGiftHold } from './gift-card-checkout';
import { newOrderNumber } from './order-number';
import { orderPaidEvents } from './order-paid';

export const PAYMENT_NOT_FOUND = 'Payment not found';
const PAYMENT_NOT_SUCCEEDED = 'The payment has not succeeded';
export const SOLD_MEANWHILE = 'An artwork of this order was sold to another buyer first: your payment has been refunded';
const GIFT_HOLD_ENDED = "The gift card's hold ended before the payment was made: please check out again";
const GIFT_HOLD_ENDED_REFUNDED = "The gift card's hold ended before the payment was made: your card payment has been refunded";

type Deps = Pick<CommerceDeps, 'orders' | 'checkouts' | 'provider' | 'logger' | 'giftCards'>;

/** An intent the gift card's code pays in full has no card provider: the code's capture is its payment. */
const paidByCard = (record: CheckoutRecord) => record.provider !== 'gift-card';

async function refundCard(deps: Deps, record: CheckoutRecord, reason: string) {
  if (paidByCard(record)) await deps.provider.refund(record.paymentIntentId, `refund-${reason}-${record.paymentIntentId}`);
}

/**
 * The code's hold becomes spent before the order is written, so an order never has a gift card line it did not get.
 * Only this intent's own hold is captured (its id is the hold's). A work sold meanwhile spends nothing: the hold is
 * released and the card refunded; a hold that ended meanwhile refunds the card.
 */
async function captureGiftCode(deps: Deps, record: CheckoutRecord) {
  const sold = await deps.orders.soldSlugs(artworksOf(record.items).map((item) => item.slug));
  if (sold.length) {
    await releaseGiftHold(deps, record.paymentIntentId);
    await refundCard(deps, record, 'sold-meanwhile');
    throw new ConflictError(SOLD_MEANWHILE);
  }
  try {
    await deps.giftCards.capture(record.paymentIntentId);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    deps.logger.warn({ paymentIntentId: record.paymentIntentId, reason: error.message }, 'a gift card hold could not be captured');
    await refundCard(deps, record, 'gift-hold-ended');
    throw new ConflictError(paidByCard(record) ? GIFT_HOLD_ENDED_REFUNDED : GIFT_HOLD_ENDED);
  }
  if (!paidByCard(record)) await deps.checkouts.markCoveredPaid(record.paymentIntentId);
}

/**
 * The one way an order is made (finalize, the webhook and the local provider's events all come here): the provider
 * must say the intent succeeded for the amount recorded with it (or, when a gift card's code pays it all, the code's
 * hold is captured); then the order, its works, its events and the end of its holds are written at once. A payment
 * already made into an order answers that order.
 */
export async function completePayment(deps: Deps, paymentIntentId: string): Promise<{ orderNumber: string }> {
  const existing = await deps.orders.byIntent(paymentIntentId);
  if (existing) return { orderNumber: existing.orderNumber };
  const record = await deps.checkouts.find(paymentIntentId);
  if (!record) throw new NotFoundError(PAYMENT_NOT_FOUND);
  if (paidByCard(record)) {
    const intent = await deps.provider.retrieveIntent(paymentIntentId);
    if (!intent || intent.status !== 'succeeded') throw new ConflictError(PAYMENT_NOT_SUCCEEDED);
    if (intent.amountMinor !== record.amountMinor || intent.currency.toUpperCase() !== record.currency) {
      deps.logger.error({ paymentIntentId, paid: intent.amountMinor, recorded: record.amountMinor }, 'a payment does not match what it was made for');
      throw new ConflictError(PAYMENT_NOT_SUCCEEDED);
    }
  }
  if (record.giftMinor > 0) await captureGiftCode(deps, record);

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
    if (error instanceof OrderExistsError) return { orderNumber: (await deps.orders.byIntent(paymentIntentId))!.orderNumber };
    if (!(error instanceof WorkAlreadySoldError)) throw error;
    // A hold lapsed and another buyer paid first: this payment buys nothing, so it goes back.
    await refundCard(deps, record, 'sold-meanwhile');
    if (record.giftMinor > 0)
      deps.logger.error({ paymentIntentId }, 'a work was sold between the gift card capture and the order; the code was spent');
    deps.logger.warn({ paymentIntentId }, 'a payment came after its work was sold; refunded');
    throw new ConflictError(SOLD_MEANWHILE);
  }
}
