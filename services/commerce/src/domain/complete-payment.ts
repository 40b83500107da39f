import { ConflictError, NotFoundError } from '@easel/service-kit';
import { OrderExistsError, WorkAlreadySoldError } from '../data-access/orders-repository';
import type { CommerceDeps } from './commerce-deps';
import { newOrderNumber } from './order-number';
import { orderPaidEvents } from './order-paid';

export const PAYMENT_NOT_FOUND = 'Payment not found';
const PAYMENT_NOT_SUCCEEDED = 'The payment has not succeeded';
export const SOLD_MEANWHILE = 'An artwork of this order was sold to another buyer first: your payment has been refunded';

type Deps = Pick<CommerceDeps, 'orders' | 'checkouts' | 'provider' | 'logger'>;

/**
 * The one way an order is made (finalize, the webhook and the local provider's events all come here): the provider
 * must say the intent succeeded for the amount recorded with it; then the order, its works, its events and the end of
 * its holds are written at once. A payment already made into an order answers that order.
 */
export async function completePayment(deps: Deps, paymentIntentId: string): Promise<{ orderNumber: string }> {
  const existing = await deps.orders.byIntent(paymentIntentId);
  if (existing) return { orderNumber: existing.orderNumber };
  const record = await deps.checkouts.find(paymentIntentId);
  if (!record) throw new NotFoundError(PAYMENT_NOT_FOUND);
  const intent = await deps.provider.retrieveIntent(paymentIntentId);
  if (!intent || intent.status !== 'succeeded') throw new ConflictError(PAYMENT_NOT_SUCCEEDED);
  if (intent.amountMinor !== record.amountMinor || intent.currency.toUpperCase() !== record.currency) {
    deps.logger.error({ paymentIntentId, paid: intent.amountMinor, recorded: record.amountMinor }, 'a payment does not match what it was made for');
    throw new ConflictError(PAYMENT_NOT_SUCCEEDED);
  }

  const total = record.items.reduce((sum, item) => sum + item.priceMinor, 0);
  const order = {
    orderNumber: newOrderNumber(),
    userId: record.userId,
    paymentIntentId,
    orderStatus: 'paid' as const,
    shippingInfo: record.shippingInfo,
    items: record.items,
    subtotalMinor: total,
    shippingMinor: 0,
    taxMinor: 0,
    totalMinor: total,
    currency: record.currency,
    buyerEmail: record.shippingInfo.email,
  };
  try {
    const placed = await deps.orders.place(order, (orderId) => orderPaidEvents(order, orderId));
    return { orderNumber: placed.orderNumber };
  } catch (error) {
    if (error instanceof OrderExistsError) return { orderNumber: (await deps.orders.byIntent(paymentIntentId))!.orderNumber };
    if (!(error instanceof WorkAlreadySoldError)) throw error;
    // A hold lapsed and another buyer paid first: this payment buys nothing, so it goes back.
    await deps.provider.refund(paymentIntentId, `refund-sold-meanwhile-${paymentIntentId}`);
    deps.logger.warn({ paymentIntentId }, 'a payment came after its work was sold; refunded');
    throw new ConflictError(SOLD_MEANWHILE);
  }
}
