import type { Migration } from '@easel/service-kit';

/**
 * A session per login, renewed by refresh tokens stored as hashes; ending a session (ended_at) replaces the token
 * versions and the logout denylist, which only identity could check.
 */
export const createSessions: Migration = {
  name: '007-sessions',
  async up(db) {
    await db.schema.createTable('sessions', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      // Read by the feed of ended sessions every service follows.
      table.timestamp('ended_at', { useTz: true }).index();
    });
    await db.schema.createTable('refresh_tokens', (table) => {
      // sha256 of a 256-bit random value: a slow hash adds nothing to a secret nobody can guess.
      table.text('token_hash').primary();
      table.uuid('session_id').notNullable().references('sessions.id').onDelete('CASCADE').index();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      // Set when it is exchanged for the next one; a spent token shown again ends its session.
      table.timestamp('spent_at', { useTz: true });
    });
    await db.schema.dropTable('revoked_tokens');
    await db.schema.alterTable('users', (table) => table.dropColumn('token_version'));
  },
  async down(db) {
    await db.schema.alterTable('users', (table) => table.integer('token_version').notNullable().defaultTo(0));
    await db.schema.createTable('revoked_tokens', (table) => {
      table.text('jti').primary();
      table.timestamp('expires_at', { useTz: true }).notNullable().index();
    });
    await db.schema.dropTable('refresh_tokens');
    await db.schema.dropTable('sessions');
  },
};
