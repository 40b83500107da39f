import type { Migration } from '@easel/service-kit';

export const createPulseWeeks: Migration = {
  name: '004-pulse-weeks',
  async up(db) {
    await db.schema.createTable('pulse_weeks', (t) => {
      t.date('week').notNullable();
      t.text('art_slug').notNullable();
      t.integer('position').notNullable();
      t.integer('votes').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['week', 'position']);
      t.unique(['week', 'art_slug']);
      t.check('?? >= 1', ['position'], 'pulse_weeks_position_positive');
    });
  },
  async down(db) {
    await db.schema.dropTable('pulse_weeks');
  },
};
