import type { Migration } from '@easel/service-kit';

export const createCarts: Migration = {
  name: '001-carts',
  async up(db) {
    await db.schema.createTable('carts', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      // A cart belongs to a signed-in user or to a guest's browser id, never both.
      t.uuid('user_id').unique();
      t.text('guest_id').unique();
      t.jsonb('items').notNullable().defaultTo('[]');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.check('num_nonnulls(??, ??) = 1', ['user_id', 'guest_id'], 'carts_one_owner');
    });
  },
  async down(db) {
    await db.schema.dropTable('carts');
  },
};
