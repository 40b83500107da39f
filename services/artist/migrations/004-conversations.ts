import type { Migration } from '@easel/service-kit';

/** The messenger's conversations and replies (filled in by the inbox work). */
export const createConversations: Migration = {
  name: '004-conversations',
  async up() {},
  async down() {},
};
