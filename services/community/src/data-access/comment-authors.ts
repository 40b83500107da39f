import type { FollowProfile } from '@easel/service-kit';

/** The author's display fields each comment carries, kept in step with identity (user.profile-changed). */
export const followAuthorProfile: FollowProfile = async (trx, userId, { name, slug, avatar }) => {
  await trx('comments').where({ user_id: userId }).update({ user_name: name, user_avatar: avatar, user_slug: slug });
};
