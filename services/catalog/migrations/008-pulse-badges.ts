import type { Migration } from '@easel/service-kit';

/** Each week's featured artworks as community last told them (pulse.week-ranked): listings badge from here, never waiting on community. */
export const createPulseBadges: Migration = {
  name: '008-pulse-badges',
  async up(db) {
    await db.schema.createTable('pulse_badges', (t) => {
      t.date('week').notNullable();
      t.text('slug').notNullable();
      t.integer('position').notNullable();
      t.primary(['week', 'slug']);
    });
  },
  async down(db) {
    await db.schema.dropTable('pulse_badges');
  },
};
