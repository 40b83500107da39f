import { ORDER_NOT_FOUND, type OrderAnswer, toMajor } from '@easel/contracts';
import { NotFoundError } from '@easel/service-kit';
import type { OrderRecord } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';

/**
 * A signed-in buyer's order is theirs and its artists' to see; a guest's is shown to whoever holds its number (the
 * confirmation page and the mailed link), which cannot be guessed. Anyone else is told it does not exist.
 */
const mayView = (order: OrderRecord, viewerId: string | undefined) =>
  !order.userId || order.userId === viewerId || (!!viewerId && order.items.some((item) => item.artistId === viewerId));

/** What the order cost and how it was paid, in major units: the total is the card's part, giftCode the code's. */
export function orderPricing(order: OrderRecord): OrderAnswer['pricing'] {
  const major = (minor: number) => toMajor(minor, order.currency);
  return {
    subtotal: major(order.subtotalMinor),
    shipping: major(order.shippingMinor),
    tax: major(order.taxMinor),
    total: major(order.totalMinor),
    currency: order.currency,
    ...(order.giftMinor ? { giftCode: { code: order.giftCodeHint ?? '', amount: major(order.giftMinor) } } : {}),
  };
}

export async function orderView(
  deps: Pick<CommerceDeps, 'orders'>,
  orderNumber: string,
  viewerId: string | undefined,
): Promise<OrderAnswer> {
  const order = orderNumber.length <= 40 ? await deps.orders.byNumber(orderNumber) : undefined;
  if (!order || !mayView(order, viewerId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const major = (minor: number) => toMajor(minor, order.currency);
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    orderStatus: order.orderStatus,
    paymentStatus: order.orderStatus === 'cancelled' ? 'Refunded' : 'Paid',
    trackingNumber: order.trackingNumber,
    shippingInfo: order.shippingInfo,
    items: order.items.map((item) => ({
      slug: item.slug,
      title: item.title,
      description: item.description,
      featuredImage: item.featuredImage,
      price: major(item.priceMinor),
      quantity: 1 as const,
      ...(item.giftCard ? { giftCard: true as const } : {}),
    })),
    pricing: orderPricing(order),
  };
}
