import type { Migration } from '@easel/service-kit';

const BUY_OPTIONS = ['buy', 'offer', 'Commission', 'Inquire Price'] as const;

export const createOrderRequests: Migration = {
  name: '004-order-requests',
  async up(db) {
    await db.schema.createTable('order_requests', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.text('email').notNullable();
      // The spec's request form sends the WhatsApp number in a field named "password".
      t.text('whatsapp');
      t.integer('offer_minor');
      t.specificType('currency', 'char(3)');
      t.text('message');
      t.text('art_slug').notNullable().index();
      t.text('buy_option')
        .notNullable()
        .checkIn([...BUY_OPTIONS], 'order_requests_buy_option');
      t.uuid('user_id');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.check('?? is null or ?? >= 0', ['offer_minor', 'offer_minor'], 'order_requests_offer_not_negative');
    });
  },
  async down(db) {
    await db.schema.dropTable('order_requests');
  },
};
