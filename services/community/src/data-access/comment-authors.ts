import type { ProfileChangedInput } from '@easel/contracts/src/profile-changed';
import { applyOnce, type Db } from '@easel/service-kit';

/** The author's display fields each comment carries, kept in step with identity. */
export function createCommentAuthors(db: Db) {
  return {
    /** Once per event id: a redelivered profile change finds its id recorded and changes nothing. Answers whether it ran. */
    follow(userId: string, { eventId, name, slug, avatar }: ProfileChangedInput): Promise<boolean> {
      return applyOnce(db, eventId, async (trx) => {
        await trx('comments').where({ user_id: userId }).update({ user_name: name, user_avatar: avatar, user_slug: slug });
      });
    },
  };
}

export type CommentAuthors = ReturnType<typeof createCommentAuthors>;
