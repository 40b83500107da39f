import { outboxMigration, type Migration } from '@easel/service-kit';

const outbox = outboxMigration('005-checkout-outbox');
const ORDER_STATUSES = ['paid', 'shipped', 'delivered', 'cancelled'];

/** Holds, one order per work, the outbox of paid orders, and the order lifecycle's columns. */
export const createCheckout: Migration = {
  name: '005-checkout',
  async up(db) {
    await outbox.up(db);
    // One row per work: claiming it is one upsert, so two buyers can never both hold it.
    await db.schema.createTable('holds', (t) => {
      t.text('art_slug').primary();
      t.text('buyer_key').notNullable();
      t.text('payment_intent_id').index();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.alterTable('orders', (t) => {
      t.text('buyer_email');
      t.text('tracking_number');
      t.timestamp('shipped_at', { useTz: true });
      t.timestamp('delivered_at', { useTz: true });
      t.timestamp('cancelled_at', { useTz: true });
    });
    await db('orders').where('order_status', 'Processing').update({ order_status: 'paid' });
    await db.raw("alter table orders alter column order_status set default 'paid'");
    // DDL takes no bind parameters: the statuses are this file's own constants.
    await db.raw(
      `alter table orders add constraint orders_status check (order_status in (${ORDER_STATUSES.map((s) => `'${s}'`).join(', ')}))`,
    );
    // Unique art_slug: a unique work is in one order, however many payments race for it.
    await db.schema.createTable('order_items', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('order_id').notNullable().references('id').inTable('orders').onDelete('cascade').index();
      t.text('art_slug').notNullable().unique();
      t.uuid('artist_id').notNullable().index();
      t.integer('price_minor').notNullable();
      t.check('?? >= 0', ['price_minor'], 'order_items_price_not_negative');
    });
    await db.schema.alterTable('payment_intents', (t) => {
      // who the works are held for (a user id, or 'guest:' + the e-mail), and the accepted offer it pays, if any
      t.text('buyer_key');
      t.text('offer_token');
    });
  },
  async down(db) {
    await db.schema.alterTable('payment_intents', (t) => {
      t.dropColumn('offer_token');
      t.dropColumn('buyer_key');
    });
    await db.schema.dropTable('order_items');
    await db.raw('alter table orders drop constraint orders_status');
    await db.raw("alter table orders alter column order_status set default 'Processing'");
    await db.schema.alterTable('orders', (t) => {
      for (const column of ['buyer_email', 'tracking_number', 'shipped_at', 'delivered_at', 'cancelled_at'])
        t.dropColumn(column);
    });
    await db.schema.dropTable('holds');
    await outbox.down(db);
  },
};
