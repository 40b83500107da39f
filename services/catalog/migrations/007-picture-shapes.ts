import type { Migration } from '@easel/service-kit';

/**
 * A picture's dominant colour beside its size, and the featured picture's shape copied onto its artwork: a card box is
 * drawn before its picture arrives, and listings stay one query of one table (no join with media).
 */
export const addPictureShapes: Migration = {
  name: '007-picture-shapes',
  async up(db) {
    await db.raw('alter table media add column colour text');
    await db.raw(
      'alter table artworks add column featured_width integer, add column featured_height integer, add column featured_colour text',
    );
    // Uploads made before this migration have a size but no colour; their cards get the size.
    await db.raw(`update artworks set featured_width = media.width, featured_height = media.height
      from media where media.kind = 'image' and artworks.featured_image = '/api/media/' || media.path`);
  },
  async down(db) {
    await db.raw(
      'alter table artworks drop column featured_colour, drop column featured_height, drop column featured_width',
    );
    await db.raw('alter table media drop column colour');
  },
};
