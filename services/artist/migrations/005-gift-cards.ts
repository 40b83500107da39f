import type { Migration } from '@easel/service-kit';

/** Gift cards, their codes and redemptions (filled in by the gift-card work). */
export const createGiftCards: Migration = {
  name: '005-gift-cards',
  async up() {},
  async down() {},
};
