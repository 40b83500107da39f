import type { EventHandler } from '@easel/service-kit';
import type { CommerceDeps } from './commerce-deps';

/** Written when a cancelled order's refund went through: its works go back on sale in catalog. */
const ORDER_CANCELLED_RELEASE = 'order-cancelled.release';

export const releaseEvent = (orderId: string) => ({ type: ORDER_CANCELLED_RELEASE, payload: { orderId } });

export function orderCancelledHandlers(deps: Pick<CommerceDeps, 'orders' | 'catalog' | 'logger'>): Record<string, EventHandler> {
  return {
    // catalog applies it once per event id.
    async [ORDER_CANCELLED_RELEASE](event) {
      const { orderId } = event.payload as { orderId: string };
      const order = await deps.orders.byId(orderId);
      if (!order) return deps.logger.warn({ eventId: event.id, orderId }, 'a cancelled order has gone before its works were released');
      await deps.catalog.markAvailable(
        order.items.map((item) => item.slug),
        event.id,
      );
    },
  };
}
