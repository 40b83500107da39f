import {
  ADMIN_ORDERS_PAGE_SIZE,
  GIFT_CARD_NOT_REFUNDABLE,
  REFUND_REFUSED,
  REFUNDABLE_STATUSES,
  type AdminOrderDetail,
  type AdminOrdersAnswer,
  ORDER_NOT_FOUND,
  refundedTo,
  type OrderStatus,
  toMajor,
} from '@easel/contracts';
import { ConflictError, NotFoundError } from '@easel/service-kit';
import type { AdminOrders, OrderFilters } from '../data-access/admin-orders';
import type { OrderStep } from '../data-access/order-lifecycle';
import type { OrderRecord } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';
import { ORDER_CANCELLED, orderCancelledEvents } from './order-cancelled';
import { refund } from './order-lifecycle';
import type { RequestDeps } from './order-request-deps';
import { orderPricing } from './order-view';

export type AdminOrderDeps = RequestDeps &
  Pick<CommerceDeps, 'orders' | 'outbox' | 'db'> & { adminOrders: AdminOrders };

/** The admin area's orders list (GET /internal/orders): newest first, a page at a time. */
export async function listOrders(
  { adminOrders }: Pick<AdminOrderDeps, 'adminOrders'>,
  filters: OrderFilters,
): Promise<AdminOrdersAnswer> {
  const { rows, total } = await adminOrders.page(filters);
  return {
    orders: rows.map(({ paidMinor, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      amount: toMajor(paidMinor, row.currency),
    })),
    total,
    page: filters.page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
  };
}

async function orderNamed(deps: Pick<AdminOrderDeps, 'orders'>, orderNumber: string): Promise<OrderRecord> {
  const order = orderNumber.length <= 40 ? await deps.orders.byNumber(orderNumber) : undefined;
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** One order as support sees it (GET /internal/orders/:orderNumber). */
export async function orderDetail(
  deps: Pick<AdminOrderDeps, 'orders' | 'adminOrders'>,
  orderNumber: string,
): Promise<AdminOrderDetail> {
  const order = await orderNamed(deps, orderNumber);
  const stamps = await deps.adminOrders.stamps(order.id);
  const pricing = orderPricing(order);
  const history: { status: OrderStatus; at: Date | null }[] = [
    { status: 'paid', at: stamps.createdAt },
    { status: 'shipped', at: stamps.shippedAt },
    { status: 'delivered', at: stamps.deliveredAt },
    { status: 'cancelled', at: stamps.cancelledAt },
  ];
  const { firstName, lastName } = order.shippingInfo;
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.orderStatus,
    trackingNumber: order.trackingNumber,
    buyer: { userId: order.userId, email: order.buyerEmail, name: `${firstName} ${lastName}`.trim() },
    shippingInfo: order.shippingInfo,
    items: order.items.map((item) => ({
      slug: item.slug,
      title: item.title,
      price: toMajor(item.priceMinor, order.currency),
      ...(item.giftCard ? { giftCard: true as const } : {}),
    })),
    payment: {
      currency: pricing.currency,
      subtotal: pricing.subtotal,
      shipping: pricing.shipping,
      tax: pricing.tax,
      card: pricing.total,
      giftCode: pricing.giftCode ?? null,
      refunded: order.orderStatus === 'cancelled',
    },
    history: history
      .filter((entry): entry is { status: OrderStatus; at: Date } => entry.at !== null)
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map(({ status, at }) => ({ status, at: at.toISOString() })),
  };
}

/**
 * An admin refunds the whole order, as an artist's cancel does: the order is claimed as cancelled first (so two refunds
 * at once refund once), the card's part goes back through the provider, a gift code's part through the outbox. Works
 * not yet shipped go back on sale; shipped ones stay sold (they are with the buyer or on their way). The buyer is mailed.
 */
export async function refundOrder(
  deps: AdminOrderDeps,
  orderNumber: string,
): Promise<{ before: AdminOrderDetail; after: AdminOrderDetail }> {
  const order = await orderNamed(deps, orderNumber);
  const before = await orderDetail(deps, orderNumber);
  if (!(REFUNDABLE_STATUSES as readonly OrderStatus[]).includes(order.orderStatus))
    throw new ConflictError(`${REFUND_REFUSED}; this one is ${order.orderStatus}`);
  if (order.items.some((item) => item.giftCard)) throw new ConflictError(GIFT_CARD_NOT_REFUNDABLE);
  const step: OrderStep = { from: order.orderStatus, to: 'cancelled', stamp: 'cancelled_at' };
  const was = await deps.orderLifecycle.step(order.id, step);
  if (was !== step.from) throw new ConflictError(`${REFUND_REFUSED}; this one is ${was}`);
  await refund(deps, order, step);
  if (step.from === 'paid') await deps.orderLifecycle.release(order.id, orderCancelledEvents(order));
  else if (order.giftMinor > 0) {
    await deps.db.transaction((trx) => deps.outbox.write(trx, ORDER_CANCELLED.refundGiftCode, { orderId: order.id }));
  }
  await mailRefund(deps, order);
  return { before, after: await orderDetail(deps, orderNumber) };
}

async function mailRefund({ mailer, logger, site }: AdminOrderDeps, order: OrderRecord) {
  if (!order.buyerEmail) return;
  const link = `${site.publicUrl.replace(/\/+$/, '')}/order-confirmation/${order.orderNumber}`;
  const text = [
    `Your order ${order.orderNumber} was refunded, and the whole payment goes back: ${refundedTo(orderPricing(order))}.`,
    ...(order.totalMinor > 0 ? ['Banks take a few days to show a card refund.'] : []),
    ...(order.giftMinor > 0 ? ["The gift card's balance can be spent again on the artist's works."] : []),
  ].join(' ');
  // The refund is done; a mail server that fails is logged, not turned into an error for the admin.
  await mailer
    .send({
      to: order.buyerEmail,
      subject: `Your order ${order.orderNumber} was refunded`,
      text: `${text}\n\nYour order: ${link}`,
    })
    .catch((error: unknown) =>
      logger.error({ err: error, orderNumber: order.orderNumber }, 'a refund e-mail was not sent'),
    );
}
