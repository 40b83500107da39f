import { createTestDb, migrateDown, migrateUp } from '@easel/service-kit';
import { migrations } from '../migrations';

const reporter = '11111111-1111-4111-8111-111111111111';

describe('migration 005: comment vote fingerprints, authors’ artist pages and reports', () => {
  it('when migrated, then one open report per reporter and target is allowed, a resolved one does not count, and down removes it all', async () => {
    const { db, schema, drop } = await createTestDb('community', migrations);
    try {
      const [comment] = await db('comments')
        .insert({ art_slug: 'harbour', user_id: reporter, user_name: 'Ana', user_slug: 'ana-lee', html: '<p>hi</p>' })
        .returning('id');
      await db('comment_votes').insert({ comment_id: comment.id, voter: reporter, fp: 'fp-1' });
      const artwork = { kind: 'artwork', art_slug: 'harbour', reporter_id: reporter, reason: 'Copied' };
      await db('reports').insert(artwork);
      await expect(db('reports').insert(artwork)).rejects.toThrow(/reports_open_once/);
      // The same reporter may report a comment of the same artwork, and report it again once the first is resolved.
      await db('reports').insert({ ...artwork, kind: 'comment', comment_id: comment.id });
      await db('reports').where({ kind: 'artwork' }).update({ status: 'resolved' });
      await db('reports').insert(artwork);
      await expect(db('reports').insert({ ...artwork, kind: 'comment' })).rejects.toThrow(
        /reports_comment_when_comment/,
      );
      await expect(db('reports').insert({ ...artwork, status: 'pending', reporter_id: comment.id })).rejects.toThrow(
        /reports_status_known/,
      );

      await migrateDown(db, schema, migrations);
      expect(await db.schema.withSchema(schema).hasTable('reports')).toBe(false);
      // Up to 005 only: its columns and table come back on their own.
      await migrateUp(
        db,
        schema,
        migrations.slice(0, migrations.findIndex((m) => m.name === '005-comment-reports') + 1),
      );
      expect(await db.schema.withSchema(schema).hasTable('reports')).toBe(true);
      expect(await db.schema.withSchema(schema).hasColumn('comment_votes', 'fp')).toBe(true);
      expect(await db.schema.withSchema(schema).hasColumn('comments', 'user_slug')).toBe(true);
    } finally {
      await drop();
    }
  }, 60_000);
});
