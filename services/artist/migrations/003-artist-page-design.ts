import type { Migration } from '@easel/service-kit';

/** Logo, colours and named galleries of artist pages (filled in by the artist-page work). */
export const designArtistPages: Migration = {
  name: '003-artist-page-design',
  async up() {},
  async down() {},
};
