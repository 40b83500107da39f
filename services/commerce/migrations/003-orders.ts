import type { Migration } from '@easel/service-kit';

export const createOrders: Migration = {
  name: '003-orders',
  async up(db) {
    await db.schema.createTable('orders', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.text('order_number').notNullable().unique();
      t.uuid('user_id').index();
      // Unique: finalizing the same payment twice finds the first order instead of making a second.
      t.text('payment_intent_id').unique();
      t.text('order_status').notNullable().defaultTo('Processing');
      t.jsonb('shipping_info').notNullable();
      t.jsonb('items').notNullable();
      t.integer('subtotal_minor').notNullable();
      t.integer('shipping_minor').notNullable().defaultTo(0);
      t.integer('tax_minor').notNullable().defaultTo(0);
      t.integer('total_minor').notNullable();
      t.specificType('currency', 'char(3)').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.check(
        '?? >= 0 and ?? >= 0 and ?? >= 0 and ?? >= 0',
        ['subtotal_minor', 'shipping_minor', 'tax_minor', 'total_minor'],
        'orders_amounts_not_negative',
      );
    });
  },
  async down(db) {
    await db.schema.dropTable('orders');
  },
};
