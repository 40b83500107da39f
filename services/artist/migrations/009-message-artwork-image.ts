import type { Migration } from '@easel/service-kit';

/**
 * A message keeps the work it was written from (art_slug, art_title, as order requests already did) and that work's
 * picture as catalog named it then; rows from before have none and show as they did.
 */
export const addMessageArtworkImage: Migration = {
  name: '009-message-artwork-image',
  async up(db) {
    await db.schema.alterTable('conversation_messages', (t) => {
      t.text('art_image');
    });
  },
  async down(db) {
    await db.schema.alterTable('conversation_messages', (t) => {
      t.dropColumn('art_image');
    });
  },
};
