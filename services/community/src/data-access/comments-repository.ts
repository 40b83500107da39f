import type { Db } from '@easel/service-kit';
import type { CommentsStore, Reader, StoredComment } from '../domain/comment-deps';
import type { NewComment } from '../domain/community';

interface CommentRow {
  id: string;
  art_slug: string;
  user_id: string;
  user_name: string;
  user_avatar: string | null;
  user_slug: string | null;
  html: string;
  created_at: Date | string;
  total_upvotes?: string | number;
  is_upvoted?: boolean;
}

const toStored = (row: CommentRow): StoredComment => ({
  id: row.id,
  artSlug: row.art_slug,
  userId: row.user_id,
  userName: row.user_name,
  userAvatar: row.user_avatar,
  userSlug: row.user_slug,
  html: row.html,
  createdAt: new Date(row.created_at),
  totalUpvotes: Number(row.total_upvotes ?? 0),
  isUpvoted: Boolean(row.is_upvoted),
});

// LIKE reads % and _ as wildcards; a name search means them literally.
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createCommentsRepository(db: Db) {
  /** Live comments with their upvote count, and whether the reader upvoted: by user id when signed in, else by fingerprint. */
  const withVotes = (reader: Reader) => {
    const mine = reader.userId
      ? db.raw('exists (select 1 from comment_votes v where v.comment_id = c.id and v.voter = ?) as is_upvoted', [
          reader.userId,
        ])
      : db.raw('exists (select 1 from comment_votes v where v.comment_id = c.id and v.fp = ?) as is_upvoted', [
          reader.fp ?? '',
        ]);
    return db('comments as c')
      .whereNull('c.deleted_at')
      .select('c.*', db.raw('(select count(*) from comment_votes v where v.comment_id = c.id) as total_upvotes'), mine);
  };
  const countVotes = async (commentId: string) => {
    const [row] = await db('comment_votes')
      .where({ comment_id: commentId })
      .count<{ n: string | number }[]>({ n: '*' });
    return Number(row?.n ?? 0);
  };

  const store: CommentsStore = {
    async page(artSlug, skip, limit, reader) {
      const rows: CommentRow[] = await withVotes(reader)
        .where('c.art_slug', artSlug)
        .orderBy([
          { column: 'c.created_at', order: 'desc' },
          { column: 'c.id', order: 'desc' },
        ])
        .offset(skip)
        .limit(limit);
      return rows.map(toStored);
    },
    async find(artSlug, commentId, reader) {
      const row: CommentRow | undefined = await withVotes(reader)
        .where({ 'c.art_slug': artSlug, 'c.id': commentId })
        .first();
      return row && toStored(row);
    },
    async insert(comment) {
      const [row]: CommentRow[] = await db('comments')
        .insert({
          art_slug: comment.artSlug,
          user_id: comment.userId,
          user_name: comment.userName,
          user_avatar: comment.userAvatar,
          user_slug: comment.userSlug,
          html: comment.html,
        })
        .returning('*');
      return toStored(row as CommentRow);
    },
    async toggleUpvote(commentId, voter, fp) {
      const removed: unknown[] = await db('comment_votes')
        .where({ comment_id: commentId, voter })
        .delete()
        .returning('voter');
      if (!removed.length)
        await db('comment_votes')
          .insert({ comment_id: commentId, voter, fp })
          .onConflict(['comment_id', 'voter'])
          .ignore();
      return { isUpvoted: !removed.length, totalUpvotes: await countVotes(commentId) };
    },
    async softDelete(commentId) {
      await db('comments').where({ id: commentId }).update({ deleted_at: db.fn.now(), updated_at: db.fn.now() });
    },
    async authors(artSlug, q, limit) {
      const rows: { user_id: string; user_name: string; user_slug: string | null }[] = await db
        .with('latest', (latest) =>
          latest
            .from('comments')
            .whereNull('deleted_at')
            .distinctOn('user_id')
            .select(
              'user_id',
              'user_name',
              'user_slug',
              db.raw('bool_or(art_slug = ?) over (partition by user_id) as on_art', [artSlug]),
            )
            .orderBy([{ column: 'user_id' }, { column: 'created_at', order: 'desc' }]),
        )
        .from('latest')
        .where('user_name', 'ilike', `%${likeEscaped(q)}%`)
        .select('user_id', 'user_name', 'user_slug')
        .orderByRaw('on_art desc, (user_name ilike ?) desc, lower(user_name), user_id', [`${likeEscaped(q)}%`])
        .limit(limit);
      return rows.map((row) => ({ id: row.user_id, name: row.user_name, slug: row.user_slug }));
    },
  };

  return {
    ...store,
    async isEmpty(): Promise<boolean> {
      return !(await db('comments').first('id'));
    },
    /** Answers the new ids in the order given. */
    async insertMany(comments: (NewComment & { userSlug?: string | null })[]): Promise<string[]> {
      if (!comments.length) return [];
      const rows = comments.map((c) => ({
        art_slug: c.artSlug,
        user_id: c.userId,
        user_name: c.userName,
        user_avatar: c.userAvatar,
        user_slug: c.userSlug ?? null,
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
      const [row] = await db('comments')
        .where({ art_slug: artSlug })
        .whereNull('deleted_at')
        .count<{ n: string | number }[]>({ n: '*' });
      return Number(row?.n ?? 0);
    },
  };
}
