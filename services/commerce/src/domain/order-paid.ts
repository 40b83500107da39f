import { formatPrice, toMajor } from '@easel/contracts';
import { AppError, type EventHandler, type OutboxEvent } from '@easel/service-kit';
import { artworksOf, type OrderRecord } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';

/** The effects of a paid order, one event each, so a mail that fails is retried without marking the works sold again. */
export const ORDER_PAID = {
  markSold: 'order-paid.mark-sold',
  mailBuyer: 'order-paid.mail-buyer',
  mailArtist: 'order-paid.mail-artist',
  emptyCart: 'order-paid.empty-cart',
  issueGiftCard: 'order-paid.issue-gift-card',
} as const;

interface OrderPaidPayload {
  orderId: string;
  artistId?: string;
  /** a gift card line's index in the order */
  line?: number;
}

/** The events written with the order, in its transaction. */
export function orderPaidEvents(
  order: Pick<OrderRecord, 'userId' | 'items'>,
  orderId: string,
): { type: string; payload: OrderPaidPayload }[] {
  const works = artworksOf(order.items);
  const artists = [...new Set(works.map((item) => item.artistId))];
  // A gift card is not shipped by its artist: its code is issued by the artist service, one per card line.
  const cardLines = order.items.flatMap((item, line) => (item.giftCard ? [line] : []));
  return [
    ...(works.length ? [{ type: ORDER_PAID.markSold, payload: { orderId } }] : []),
    { type: ORDER_PAID.mailBuyer, payload: { orderId } },
    ...artists.map((artistId) => ({ type: ORDER_PAID.mailArtist, payload: { orderId, artistId } })),
    ...(order.userId && works.length ? [{ type: ORDER_PAID.emptyCart, payload: { orderId } }] : []),
    ...cardLines.map((line) => ({ type: ORDER_PAID.issueGiftCard, payload: { orderId, line } })),
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
          artworksOf(order.items).map((item) => item.slug),
          event.id,
        );
    },

    async [ORDER_PAID.mailBuyer](event) {
      const order = await orderOf(event);
      if (!order) return;
      const lines = order.items.map(
        (item) => `- ${item.giftCard ? 'Gift card: ' : ''}${item.title}: ${price(item.priceMinor, order.currency)}`,
      );
      const giftLine = order.giftMinor
        ? [`Paid with gift card ${order.giftCodeHint}: -${price(order.giftMinor, order.currency)}`]
        : [];
      const shipsWorks = artworksOf(order.items).length > 0;
      await deps.applyOnce(event.id, () =>
        deps.mailer.send({
          to: order.buyerEmail,
          subject: `Your ${deps.site.productName} order ${order.orderNumber}`,
          text: [
            `Thank you for your order, ${order.shippingInfo.firstName}!`,
            '',
            `Order ${order.orderNumber}`,
            ...lines,
            ...giftLine,
            `Total: ${price(order.totalMinor, order.currency)}${shipsWorks ? ' (shipping free)' : ''}`,
            '',
            ...(shipsWorks
              ? ['Shipping to:', addressOf(order)]
              : [`Your gift card's code comes in its own e-mail to ${order.buyerEmail}.`]),
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
      if (!contact)
        return deps.logger.warn({ eventId: event.id, artistId }, 'identity no longer knows the artist of a sale');
      const sold = artworksOf(order.items).filter((item) => item.artistId === artistId);
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
          artworksOf(order.items).map((item) => item.slug),
        );
    },

    // The artist service issues once per order number and line, so a redelivery mails nothing twice.
    async [ORDER_PAID.issueGiftCard](event) {
      const order = await orderOf(event);
      const line = (event.payload as OrderPaidPayload).line ?? -1;
      const item = order?.items[line];
      if (!order || !item?.giftCard) return;
      const { firstName, lastName } = order.shippingInfo;
      try {
        await deps.giftCards.issue({
          orderNumber: order.orderNumber,
          line,
          slug: item.slug,
          amountMinor: item.priceMinor,
          buyerEmail: order.buyerEmail,
          buyerName: `${firstName} ${lastName}`.trim(),
        });
      } catch (error) {
        // A refusal (the card deleted since) cannot change by retrying: it is logged for support, not retried forever.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        deps.logger.error(
          { eventId: event.id, orderNumber: order.orderNumber, line, reason: error.message },
          'a paid gift card was not issued',
        );
      }
    },
  };
}
