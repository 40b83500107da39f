import type { Migration } from '@easel/service-kit';

export const createVotes: Migration = {
  name: '002-votes',
  async up(db) {
    await db.schema.createTable('votes', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.text('art_slug').notNullable();
      // A signed-in voter's user id, or a visitor's browser fingerprint.
      t.text('voter').notNullable();
      // The Monday (UTC) that starts the ISO week the vote counts for.
      t.date('week').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.unique(['art_slug', 'voter', 'week']);
      t.index(['week', 'art_slug']);
    });
  },
  async down(db) {
    await db.schema.dropTable('votes');
  },
};
