import type { Migration } from '@easel/service-kit';

/** Newsletters, each follower's delivery of one, and each follower's standing with an artist (their unsubscribe token). */
export const createNewsletters: Migration = {
  name: '006-newsletters',
  async up(db) {
    await db.schema.createTable('newsletters', (t) => {
      t.uuid('id').primary();
      t.uuid('artist_id').notNullable();
      // The name it was signed with, as the followers read it.
      t.text('artist_name').notNullable();
      t.text('subject').notNullable();
      t.text('body_html').notNullable();
      t.timestamp('sent_at', { useTz: true }).notNullable();
      t.index(['artist_id', 'sent_at']);
    });
    await db.schema.createTable('newsletter_subscribers', (t) => {
      t.uuid('artist_id').notNullable();
      t.uuid('user_id').notNullable();
      // Random and unguessable: the unsubscribe link carries it instead of the user's id.
      t.text('token').notNullable().unique();
      t.timestamp('unsubscribed_at', { useTz: true });
      t.primary(['artist_id', 'user_id']);
    });
    await db.schema.createTable('newsletter_deliveries', (t) => {
      t.uuid('id').primary();
      t.uuid('newsletter_id').notNullable().references('newsletters.id').onDelete('CASCADE');
      t.uuid('user_id').notNullable();
      t.text('email').notNullable();
      t.timestamp('delivered_at', { useTz: true });
      t.unique(['newsletter_id', 'user_id']);
    });
  },
  async down(db) {
    await db.schema.dropTable('newsletter_deliveries');
    await db.schema.dropTable('newsletter_subscribers');
    await db.schema.dropTable('newsletters');
  },
};
