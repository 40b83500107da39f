import type { Db, Outbox } from '@easel/service-kit';
import type { CheckoutItem, OrderRecord } from '../domain/checkout-item';
import { OrderExistsError, WorkAlreadySoldError } from '../domain/errors';
import { uniqueViolation } from './unique-violation';

export type NewOrder = Omit<OrderRecord, 'id' | 'createdAt' | 'trackingNumber'>;

interface OrderRow {
  id: string;
  order_number: string;
  user_id: string | null;
  payment_intent_id: string;
  order_status: OrderRecord['orderStatus'];
  shipping_info: OrderRecord['shippingInfo'];
  items: CheckoutItem[];
  subtotal_minor: number | string;
  shipping_minor: number | string;
  tax_minor: number | string;
  total_minor: number | string;
  currency: string;
  buyer_email: string;
  tracking_number: string | null;
  created_at: Date | string;
  gift_code_hint: string | null;
  gift_minor: number | string;
}

const fromRow = (row: OrderRow): OrderRecord => ({
  id: row.id,
  orderNumber: row.order_number,
  userId: row.user_id,
  paymentIntentId: row.payment_intent_id,
  orderStatus: row.order_status,
  shippingInfo: row.shipping_info,
  items: row.items,
  subtotalMinor: Number(row.subtotal_minor),
  shippingMinor: Number(row.shipping_minor),
  taxMinor: Number(row.tax_minor),
  totalMinor: Number(row.total_minor),
  currency: row.currency.trim(),
  buyerEmail: row.buyer_email,
  trackingNumber: row.tracking_number,
  createdAt: new Date(row.created_at),
  giftCodeHint: row.gift_code_hint,
  giftMinor: Number(row.gift_minor ?? 0),
});

export function createOrdersRepository(db: Db, outbox: Outbox) {
  return {
    async byIntent(paymentIntentId: string): Promise<OrderRecord | undefined> {
      const row = await db('orders').first('*').where('payment_intent_id', paymentIntentId);
      return row && fromRow(row);
    },

    async byNumber(orderNumber: string): Promise<OrderRecord | undefined> {
      const row = await db('orders').first('*').where('order_number', orderNumber);
      return row && fromRow(row);
    },

    async byId(id: string): Promise<OrderRecord | undefined> {
      const row = await db('orders').first('*').where('id', id);
      return row && fromRow(row);
    },

    /** The works among these that are in an order already. */
    async soldSlugs(slugs: string[]): Promise<string[]> {
      if (!slugs.length) return [];
      return (await db('order_items').select('art_slug').whereIn('art_slug', slugs).whereNull('released_at')).map(
        (row: { art_slug: string }) => row.art_slug,
      );
    },

    /**
     * The order, one row per work and its events, in one transaction; the paid holds stay until the order lets its
     * works go. A second order for the same payment or the same work is refused by the unique keys, whatever raced it.
     */
    async place(
      order: NewOrder,
      events: (orderId: string) => { type: string; payload: object }[],
    ): Promise<OrderRecord> {
      try {
        return await db.transaction(async (trx) => {
          const [row] = await trx('orders')
            .insert({
              order_number: order.orderNumber,
              user_id: order.userId,
              payment_intent_id: order.paymentIntentId,
              order_status: order.orderStatus,
              shipping_info: JSON.stringify(order.shippingInfo),
              items: JSON.stringify(order.items),
              subtotal_minor: order.subtotalMinor,
              shipping_minor: order.shippingMinor,
              tax_minor: order.taxMinor,
              total_minor: order.totalMinor,
              currency: order.currency,
              buyer_email: order.buyerEmail,
              gift_code_hint: order.giftCodeHint,
              gift_minor: order.giftMinor,
            })
            .returning('*');
          // A gift card is not a unique work: only artworks get the rows that sell each one once.
          const works = order.items.filter((item) => !item.giftCard);
          if (works.length)
            await trx('order_items').insert(
              works.map((item) => ({
                order_id: row.id,
                art_slug: item.slug,
                artist_id: item.artistId,
                price_minor: item.priceMinor,
              })),
            );
          for (const event of events(row.id)) await outbox.write(trx, event.type, event.payload);
          return fromRow(row);
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'orders_payment_intent_id_unique') throw new OrderExistsError(order.paymentIntentId);
        if (constraint === 'order_items_art_slug_unique') throw new WorkAlreadySoldError(order.paymentIntentId);
        throw error;
      }
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
