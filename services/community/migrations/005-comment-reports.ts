import type { Migration } from '@easel/service-kit';

/** Comments and artworks reported by users, waiting for the admin area; the voter's fp on comment votes. */
export const commentReports: Migration = {
  name: '005-comment-reports',
  async up(db) {
    await db.schema.alterTable('comment_votes', (t) => {
      // The browser the vote came from, so a visitor on it sees the vote as theirs.
      t.text('fp');
      t.index(['fp']);
    });
    await db.schema.alterTable('comments', (t) => {
      // The author's artist page when they have one, copied in like their name.
      t.text('user_slug');
    });
    await db.schema.createTable('reports', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.text('kind').notNullable();
      t.text('art_slug').notNullable();
      t.uuid('comment_id').references('id').inTable('comments').onDelete('CASCADE');
      t.uuid('reporter_id').notNullable();
      t.text('reason').notNullable();
      t.text('status').notNullable().defaultTo('open');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.check("?? in ('comment', 'artwork')", ['kind'], 'reports_kind_known');
      t.check("?? in ('open', 'resolved')", ['status'], 'reports_status_known');
      t.check("(?? = 'comment') = (?? is not null)", ['kind', 'comment_id'], 'reports_comment_when_comment');
      t.index(['status', 'created_at']);
    });
    // One open report per reporter and target; an artwork's report has no comment, so the key reads it as ''.
    await db.raw(
      "create unique index reports_open_once on reports (reporter_id, kind, art_slug, coalesce(comment_id::text, '')) where status = 'open'",
    );
  },
  async down(db) {
    await db.schema.dropTable('reports');
    await db.schema.alterTable('comments', (t) => t.dropColumn('user_slug'));
    await db.schema.alterTable('comment_votes', (t) => t.dropColumn('fp'));
  },
};
