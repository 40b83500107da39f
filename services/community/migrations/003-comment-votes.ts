import type { Migration } from '@easel/service-kit';

export const createCommentVotes: Migration = {
  name: '003-comment-votes',
  async up(db) {
    await db.schema.createTable('comment_votes', (t) => {
      t.uuid('comment_id').notNullable().references('id').inTable('comments').onDelete('CASCADE');
      t.text('voter').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['comment_id', 'voter']);
    });
  },
  async down(db) {
    await db.schema.dropTable('comment_votes');
  },
};
