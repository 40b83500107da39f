import type { Migration } from '@easel/service-kit';

export const createPaymentIntents: Migration = {
  name: '002-payment-intents',
  async up(db) {
    await db.schema.createTable('payment_intents', (t) => {
      // The provider's id (pi_…), so the local provider and Stripe's share one shape.
      t.text('id').primary();
      t.text('client_secret').notNullable().unique();
      t.integer('amount_minor').notNullable();
      t.specificType('currency', 'char(3)').notNullable();
      t.text('status').notNullable().defaultTo('requires_payment_method');
      t.text('provider').notNullable().checkIn(['local', 'stripe'], 'payment_intents_provider');
      t.uuid('user_id');
      t.jsonb('items').notNullable().defaultTo('[]');
      t.jsonb('shipping_info').notNullable().defaultTo('{}');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.check('?? >= 0', ['amount_minor'], 'payment_intents_amount_not_negative');
    });
  },
  async down(db) {
    await db.schema.dropTable('payment_intents');
  },
};
