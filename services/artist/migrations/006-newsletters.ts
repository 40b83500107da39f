import type { Migration } from '@easel/service-kit';

/** Newsletters, their deliveries and unsubscribes (filled in by the newsletter work). */
export const createNewsletters: Migration = {
  name: '006-newsletters',
  async up() {},
  async down() {},
};
