import { AppError, type EventHandler } from '@easel/service-kit';
import type { OrderRecord } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';

/** The effects of a cancelled order, written with the release of its works once the card's refund went through. */
export const ORDER_CANCELLED = {
  /** its works go back on sale in catalog */
  release: 'order-cancelled.release',
  /** what a gift card's code paid goes back onto the code's balance (the artist service's refund of the hold) */
  refundGiftCode: 'order-cancelled.refund-gift-code',
} as const;

export function orderCancelledEvents(
  order: Pick<OrderRecord, 'id' | 'giftMinor'>,
): { type: string; payload: { orderId: string } }[] {
  const payload = { orderId: order.id };
  return [
    { type: ORDER_CANCELLED.release, payload },
    ...(order.giftMinor > 0 ? [{ type: ORDER_CANCELLED.refundGiftCode, payload }] : []),
  ];
}

export function orderCancelledHandlers(
  deps: Pick<CommerceDeps, 'orders' | 'catalog' | 'giftCards' | 'logger'>,
): Record<string, EventHandler> {
  return {
    // catalog applies it once per event id.
    async [ORDER_CANCELLED.release](event) {
      const { orderId } = event.payload as { orderId: string };
      const order = await deps.orders.byId(orderId);
      if (!order)
        return deps.logger.warn(
          { eventId: event.id, orderId },
          'a cancelled order has gone before its works were released',
        );
      await deps.catalog.markAvailable(
        order.items.map((item) => item.slug),
        event.id,
      );
    },

    // The code's hold is keyed by the order's payment intent; the artist service gives it back once, however often asked.
    async [ORDER_CANCELLED.refundGiftCode](event) {
      const { orderId } = event.payload as { orderId: string };
      const order = await deps.orders.byId(orderId);
      if (!order)
        return deps.logger.warn(
          { eventId: event.id, orderId },
          'a cancelled order has gone before its gift card was refunded',
        );
      try {
        await deps.giftCards.refund(order.paymentIntentId);
      } catch (error) {
        // A refusal (the hold unknown, or never captured) cannot change by retrying: it is logged for support, not retried forever.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        deps.logger.error(
          { eventId: event.id, orderNumber: order.orderNumber, reason: error.message },
          'a cancelled order’s gift card was not refunded',
        );
      }
    },
  };
}
