import type { OrderStatus } from '@easel/contracts';
import type { Outbox } from '@easel/service-kit';
import type { Knex } from 'knex';

/** A step of the lifecycle: from which status, to which, with the time column it stamps and the fields it sets. */
export interface OrderStep {
  from: OrderStatus;
  to: OrderStatus;
  stamp: 'shipped_at' | 'delivered_at' | 'cancelled_at';
  trackingNumber?: string;
}

export interface OrderLifecycleRepository {
  /** Whether the work has its one order (order_items.art_slug is unique among the lines not released). */
  isOrdered(slug: string): Promise<boolean>;
  /** Order numbers, newest first: those the user placed, or those holding one of the artist's works. */
  orderNumbers(party: { buyerId: string } | { artistId: string }, limit: number): Promise<string[]>;
  /** Takes the step when the order is still in `from`; answers the status it had: the step was taken when that equals `from`. */
  step(orderId: string, step: OrderStep): Promise<OrderStatus>;
  /** Takes a step back (a refund that failed after the cancel was claimed). */
  undo(orderId: string, step: OrderStep): Promise<void>;
  /** Lets a cancelled order's works go, with the events of its cancel (its works back on sale, its gift card refunded), in one transaction. */
  release(orderId: string, events: { type: string; payload: object }[]): Promise<void>;
}

export function createOrderLifecycleRepository(db: Knex, outbox: Pick<Outbox, 'write'>): OrderLifecycleRepository {
  return {
    async isOrdered(slug) {
      return (
        (await db('order_items').where({ art_slug: slug }).whereNull('released_at').first('art_slug')) !== undefined
      );
    },

    async orderNumbers(party, limit) {
      const query = db('orders')
        .select('order_number')
        .orderBy([{ column: 'created_at', order: 'desc' }, 'order_number'])
        .limit(limit);
      if ('buyerId' in party) query.where('user_id', party.buyerId);
      else query.whereIn('id', db('order_items').select('order_id').where('artist_id', party.artistId));
      return (await query).map((row: { order_number: string }) => row.order_number);
    },

    async step(orderId, { from, to, stamp, trackingNumber }) {
      const [taken] = await db('orders')
        .where({ id: orderId, order_status: from })
        .update({
          order_status: to,
          [stamp]: db.fn.now(),
          updated_at: db.fn.now(),
          ...(trackingNumber ? { tracking_number: trackingNumber } : {}),
        })
        .returning('order_status');
      if (taken) return from;
      return ((await db('orders').first('order_status').where('id', orderId)) as { order_status: OrderStatus })
        .order_status;
    },

    async undo(orderId, { from, to, stamp }) {
      await db('orders')
        .where({ id: orderId, order_status: to })
        .update({ order_status: from, [stamp]: null, updated_at: db.fn.now() });
    },

    async release(orderId, events) {
      await db.transaction(async (trx) => {
        await trx('order_items')
          .where('order_id', orderId)
          .whereNull('released_at')
          .update({ released_at: trx.fn.now() });
        await trx('holds')
          .whereIn('payment_intent_id', trx('orders').select('payment_intent_id').where('id', orderId))
          .delete();
        for (const event of events) await outbox.write(trx, event.type, event.payload);
      });
    },
  };
}
