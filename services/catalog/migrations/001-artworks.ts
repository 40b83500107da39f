import type { Migration } from '@easel/service-kit';

export const createArtworks: Migration = {
  name: '001-artworks',
  async up(db) {
    await db.schema.createTable('artworks', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.text('slug').notNullable().unique();
      t.text('title').notNullable();
      t.text('description').notNullable().defaultTo('');
      t.text('featured_image').notNullable();
      t.jsonb('gallery').notNullable().defaultTo('[]');
      t.text('medium').notNullable();
      t.text('medium2');
      t.text('material').notNullable();
      t.integer('year');
      t.text('style');
      t.double('width_cm').notNullable();
      t.double('height_cm').notNullable();
      t.integer('price_minor').notNullable().defaultTo(0);
      t.integer('discount_price_minor');
      t.specificType('currency', 'char(3)').notNullable().defaultTo('EUR');
      t.boolean('on_sale').notNullable().defaultTo(true);
      t.boolean('phidden').notNullable().defaultTo(false);
      t.text('status').notNullable().defaultTo('Available');
      t.text('allowoffers');
      t.uuid('owner_id').notNullable().index();
      t.text('owner_slug').notNullable();
      t.text('owner_name').notNullable();
      t.text('owner_avatar');
      t.timestamp('published_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now()).index();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.check('?? >= 0', ['price_minor'], 'artworks_price_not_negative');
      t.check(
        '?? is null or ?? >= 0',
        ['discount_price_minor', 'discount_price_minor'],
        'artworks_discount_not_negative',
      );
      t.check('?? > 0 and ?? > 0', ['width_cm', 'height_cm'], 'artworks_size_positive');
    });
    await db.schema.alterTable('artworks', (t) => t.index(['owner_slug']));
  },
  async down(db) {
    await db.schema.dropTable('artworks');
  },
};
