import type { AnalyticsWindow, BucketCount } from '@easel/contracts';
import { fromUtcDay, timeBucket, type Db } from '@easel/service-kit';

export type BookmarkKind = 'item' | 'artist';

export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;

export function createBookmarksRepository(db: Db) {
  const insert = (trx: Db, userId: string, kind: BookmarkKind, slugs: string[]) =>
    slugs.length === 0
      ? Promise.resolve()
      : trx('bookmarks')
          .insert(slugs.map((slug) => ({ user_id: userId, kind, slug })))
          .onConflict(['user_id', 'kind', 'slug'])
          .ignore();

  return {
    /** Both lists, each in the order it was saved. */
    async lists(userId: string): Promise<Record<BookmarkKind, string[]>> {
      const rows = await db('bookmarks').select('kind', 'slug').where({ user_id: userId }).orderBy('id');
      const of = (kind: BookmarkKind) => rows.filter((row) => row.kind === kind).map((row) => String(row.slug));
      return { item: of('item'), artist: of('artist') };
    },

    /** Adds what is missing; what is there stays. */
    async addAll(userId: string, kind: BookmarkKind, slugs: string[]): Promise<void> {
      await insert(db, userId, kind, slugs);
    },

    async replace(userId: string, kind: BookmarkKind, slugs: string[]): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('bookmarks').where({ user_id: userId, kind }).delete();
        await insert(trx, userId, kind, slugs);
      });
    },

    /** Who bookmarked the artist (a newsletter's audience): ids and e-mails, ordered by id, the page after `after`. */
    async followersOf(
      slug: string,
      after: string | undefined,
      limit: number,
    ): Promise<{ id: string; email: string }[]> {
      const query = db('bookmarks as b')
        .join('users as u', 'u.id', 'b.user_id')
        .select('u.id', 'u.email')
        .where({ 'b.kind': 'artist', 'b.slug': slug });
      if (after) query.where('u.id', '>', after);
      return (await query.orderBy('u.id').limit(limit)).map((row) => ({
        id: String(row.id),
        email: String(row.email),
      }));
    },

    /** How many saved each work (an artist's analytics), per day or week of saving, counted by PostgreSQL. */
    async savesPer(slugs: string[], { since, unit }: AnalyticsWindow): Promise<BucketCount[]> {
      if (slugs.length === 0) return [];
      const rows: { slug: string; bucket: string; n: string | number }[] = await db('bookmarks')
        .select('slug', timeBucket(db, unit, 'created_at'), db.raw('count(*) as n'))
        .where({ kind: 'item' })
        .whereIn('slug', slugs)
        .where(fromUtcDay(db, 'created_at', since))
        .groupBy('slug', 'bucket')
        .orderBy(['bucket', 'slug']);
      return rows.map((row) => ({ slug: row.slug, bucket: row.bucket, count: Number(row.n) }));
    },

    /** Adds the bookmark, or removes it when it was there; true when it was added. */
    async toggle(userId: string, kind: BookmarkKind, slug: string): Promise<boolean> {
      const added = await db('bookmarks')
        .insert({ user_id: userId, kind, slug })
        .onConflict(['user_id', 'kind', 'slug'])
        .ignore()
        .returning('id');
      if (added.length > 0) return true;
      await db('bookmarks').where({ user_id: userId, kind, slug }).delete();
      return false;
    },
  };
}
