import type { Db } from '@easel/service-kit';
import type { NewComment } from '../domain/community';

export function createCommentsRepository(db: Db) {
  return {
    async isEmpty(): Promise<boolean> {
      return !(await db('comments').first('id'));
    },
    /** Answers the new ids in the order given. */
    async insertMany(comments: NewComment[]): Promise<string[]> {
      if (!comments.length) return [];
      const rows = comments.map((c) => ({
        art_slug: c.artSlug,
        user_id: c.userId,
        user_name: c.userName,
        user_avatar: c.userAvatar,
        html: c.html,
        created_at: c.createdAt,
        updated_at: c.createdAt,
      }));
      const inserted: { id: string }[] = await db('comments').insert(rows).returning('id');
      return inserted.map((row) => row.id);
    },
    async upvote(commentId: string, voters: string[]): Promise<void> {
      if (voters.length) await db('comment_votes').insert(voters.map((voter) => ({ comment_id: commentId, voter })));
    },
    async countFor(artSlug: string): Promise<number> {
      const [row] = await db('comments').where({ art_slug: artSlug }).whereNull('deleted_at').count<{ n: string | number }[]>({ n: '*' });
      return Number(row?.n ?? 0);
    },
  };
}
