import type { Migration } from '@easel/service-kit';

export const createArtworkViews: Migration = {
  name: '004-artwork-views',
  async up(db) {
    // One row per view of an artwork page; the artist's analytics count them per artwork and day.
    await db.schema.createTable('artwork_views', (t) => {
      t.bigIncrements('id');
      t.text('art_slug').notNullable();
      t.uuid('owner_id').notNullable();
      // The visitor's browser fingerprint (spec §7 fp); null when the client sent none.
      t.text('fp');
      t.timestamp('viewed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['owner_id', 'viewed_at']);
      t.index(['art_slug', 'viewed_at']);
    });
  },
  async down(db) {
    await db.schema.dropTable('artwork_views');
  },
};
