import { formatPrice } from '@easel/contracts/src/price-format';
import type { EventHandler, OutboxEvent } from '@easel/service-kit';
import type { OrderRecord } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';
import { toMajor } from './money';

/** The effects of a paid order, one event each, so a mail that fails is retried without marking the works sold again. */
export const ORDER_PAID = {
  markSold: 'order-paid.mark-sold',
  mailBuyer: 'order-paid.mail-buyer',
  mailArtist: 'order-paid.mail-artist',
  emptyCart: 'order-paid.empty-cart',
} as const;

interface OrderPaidPayload {
  orderId: string;
  artistId?: string;
}

/** The events written with the order, in its transaction. */
export function orderPaidEvents(order: Pick<OrderRecord, 'userId' | 'items'>, orderId: string): { type: string; payload: OrderPaidPayload }[] {
  const artists = [...new Set(order.items.map((item) => item.artistId))];
  return [
    { type: ORDER_PAID.markSold, payload: { orderId } },
    { type: ORDER_PAID.mailBuyer, payload: { orderId } },
    ...artists.map((artistId) => ({ type: ORDER_PAID.mailArtist, payload: { orderId, artistId } })),
    ...(order.userId ? [{ type: ORDER_PAID.emptyCart, payload: { orderId } }] : []),
  ];
}

const price = (minor: number, currency: string) => formatPrice(toMajor(minor, currency), currency);
const addressOf = ({ shippingInfo: s }: OrderRecord) =>
  `${s.firstName} ${s.lastName}\n${s.address}\n${s.zipCode} ${s.city}, ${s.state}\n${s.country}\n${s.email}`;

export function orderPaidHandlers(deps: CommerceDeps): Record<string, EventHandler> {
  const site = deps.site.publicUrl.replace(/\/+$/, '');
  async function orderOf(event: OutboxEvent): Promise<OrderRecord | undefined> {
    const { orderId } = event.payload as OrderPaidPayload;
    const order = await deps.orders.byId(orderId);
    if (!order) deps.logger.warn({ eventId: event.id, orderId }, 'a paid order has gone before its effects ran');
    return order;
  }

  return {
    // catalog applies the mark once per event id.
    async [ORDER_PAID.markSold](event) {
      const order = await orderOf(event);
      if (order)
        await deps.catalog.markSold(
          order.items.map((item) => item.slug),
          event.id,
        );
    },

    async [ORDER_PAID.mailBuyer](event) {
      const order = await orderOf(event);
      if (!order) return;
      const lines = order.items.map((item) => `- ${item.title}: ${price(item.priceMinor, order.currency)}`);
      await deps.applyOnce(event.id, () =>
        deps.mailer.send({
          to: order.buyerEmail,
          subject: `Your ${deps.site.productName} order ${order.orderNumber}`,
          text: [
            `Thank you for your order, ${order.shippingInfo.firstName}!`,
            '',
            `Order ${order.orderNumber}`,
            ...lines,
            `Total: ${price(order.totalMinor, order.currency)} (shipping free)`,
            '',
            'Shipping to:',
            addressOf(order),
            '',
            `See your order: ${site}/order-confirmation/${order.orderNumber}`,
          ].join('\n'),
        }),
      );
    },

    async [ORDER_PAID.mailArtist](event) {
      const order = await orderOf(event);
      const { artistId } = event.payload as OrderPaidPayload;
      if (!order || !artistId) return;
      const contact = await deps.contacts.contact(artistId);
      if (!contact) return deps.logger.warn({ eventId: event.id, artistId }, 'identity no longer knows the artist of a sale');
      const sold = order.items.filter((item) => item.artistId === artistId);
      await deps.applyOnce(event.id, () =>
        deps.mailer.send({
          to: contact.email,
          subject: `You sold ${sold.map((item) => `'${item.title}'`).join(', ')} on ${deps.site.productName}`,
          text: [
            `Good news, ${contact.name}: order ${order.orderNumber} is paid.`,
            '',
            ...sold.map((item) => `- ${item.title}: ${price(item.priceMinor, order.currency)}`),
            '',
            'Please ship to:',
            addressOf(order),
            '',
            `Add the tracking number when you ship: ${site}/sales`,
          ].join('\n'),
        }),
      );
    },

    // Taking the bought works out twice changes nothing.
    async [ORDER_PAID.emptyCart](event) {
      const order = await orderOf(event);
      if (order?.userId)
        await deps.carts.remove(
          order.userId,
          order.items.map((item) => item.slug),
        );
    },
  };
}
