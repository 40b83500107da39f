import type { Migration } from '@easel/service-kit';

export const createMedia: Migration = {
  name: '002-media',
  async up(db) {
    await db.schema.createTable('media', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('owner_id').notNullable().index();
      t.text('kind').notNullable().checkIn(['image', 'video'], 'media_kind');
      t.text('mime').notNullable();
      t.integer('bytes').notNullable();
      t.integer('width');
      t.integer('height');
      // The file's name under $DATA_DIR/media, served at /media/<path>.
      t.text('path').notNullable().unique();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('media');
  },
};
