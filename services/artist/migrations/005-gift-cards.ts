import type { Migration } from '@easel/service-kit';

/** Gift cards, their codes and the holds checkouts put on a code's balance. Money in cents (EUR). */
export const createGiftCards: Migration = {
  name: '005-gift-cards',
  async up(db) {
    await db.schema.createTable('gift_cards', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.text('slug').notNullable().unique();
      // The artist's identity user id; their slug and name are kept as they were at the last save, for lists.
      t.uuid('user_id').notNullable().index();
      t.text('artist_slug').notNullable();
      t.text('artist_name').notNullable();
      t.text('title').notNullable();
      t.text('featured_image').notNullable();
      t.specificType('amounts_eur', 'integer[]').notNullable();
      t.text('note').notNullable().defaultTo('');
      t.boolean('published').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['published', 'created_at']);
    });
    await db.schema.createTable('gift_codes', (t) => {
      // The code itself, normalised (upper case, no dashes): a lookup is by the key.
      t.text('code').primary();
      t.uuid('card_id').notNullable().references('id').inTable('gift_cards');
      t.uuid('artist_id').notNullable();
      t.integer('initial_minor').notNullable();
      t.integer('balance_minor').notNullable();
      t.text('buyer_email').notNullable();
      t.text('buyer_name').notNullable().defaultTo('');
      t.text('order_number').notNullable();
      t.integer('order_line').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      // A redelivered order line finds its code instead of making a second one.
      t.unique(['order_number', 'order_line']);
    });
    await db.raw(
      'alter table gift_codes add constraint gift_codes_balance_in_range check (balance_minor >= 0 and balance_minor <= initial_minor)',
    );
    await db.schema.createTable('gift_code_holds', (t) => {
      // commerce's payment intent id: one hold per checkout.
      t.text('hold_id').primary();
      t.text('code').notNullable().references('code').inTable('gift_codes');
      t.integer('amount_minor').notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.text('status').notNullable().defaultTo('held');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('ended_at', { useTz: true });
      t.index(['code', 'status']);
    });
    await db.raw(
      "alter table gift_code_holds add constraint gift_code_holds_status check (status in ('held', 'captured', 'released'))",
    );
  },
  async down(db) {
    await db.schema.dropTable('gift_code_holds');
    await db.schema.dropTable('gift_codes');
    await db.schema.dropTable('gift_cards');
  },
};
