import type { Migration } from '@easel/service-kit';

/**
 * The admin area's moderation: a work a moderator hid keeps the reason its owner is shown, and a
 * suspended owner's works are hidden apart from it, so ending the suspension leaves a moderator's hide in place.
 */
export const addArtworkModeration: Migration = {
  name: '009-artwork-moderation',
  async up(db) {
    await db.schema.alterTable('artworks', (t) => {
      t.text('hidden_reason');
      t.boolean('owner_suspended').notNullable().defaultTo(false);
    });
  },
  async down(db) {
    await db.schema.alterTable('artworks', (t) => {
      t.dropColumn('owner_suspended');
      t.dropColumn('hidden_reason');
    });
  },
};
