import type { Migration } from '@easel/service-kit';

/** The live-ranked running week: every candidate's place, the voting switch and final mark, unique views, the voter's fp. */
export const pulseLive: Migration = {
  name: '006-pulse-live',
  async up(db) {
    // Every candidate of a week now has a row, voted or not; the job replaces a week's rows in one transaction.
    await db.schema.createTable('pulse_week_states', (t) => {
      t.date('week').primary();
      // The admin area's switch for the running week; a week without a row is open.
      t.boolean('voting_open').notNullable().defaultTo(true);
      // Set once the week has ended and was ranked one last time.
      t.boolean('final').notNullable().defaultTo(false);
    });
    // The browser a vote came from, so a visitor on the same browser sees isUpvoted; the voter is the account.
    await db.schema.alterTable('votes', (t) => {
      t.text('fp');
      t.index(['week', 'fp']);
    });
    await db.schema.createTable('art_views', (t) => {
      t.text('art_slug').notNullable();
      t.text('fp').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['art_slug', 'fp']);
    });
  },
  async down(db) {
    await db.schema.dropTable('art_views');
    await db.schema.alterTable('votes', (t) => {
      t.dropIndex(['week', 'fp']);
      t.dropColumn('fp');
    });
    await db.schema.dropTable('pulse_week_states');
  },
};
