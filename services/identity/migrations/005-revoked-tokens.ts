import type { Migration } from '@easel/service-kit';

// Logged-out token ids; a row is useless once its token has expired anyway.
export const createRevokedTokens: Migration = {
  name: '005-revoked-tokens',
  async up(db) {
    await db.schema.createTable('revoked_tokens', (table) => {
      table.text('jti').primary();
      table.timestamp('expires_at', { useTz: true }).notNullable().index();
    });
  },
  async down(db) {
    await db.schema.dropTable('revoked_tokens');
  },
};
