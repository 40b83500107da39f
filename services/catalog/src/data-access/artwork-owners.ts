import type { FollowProfile } from '@easel/service-kit';

/** The owner's display fields each artwork carries, kept in step with identity (user.profile-changed). */
export const followOwnerProfile: FollowProfile = async (trx, ownerId, { name, slug, avatar }) => {
  // A customer has no slug and no artworks; an artist's slug is never taken away, only changed.
  const fields = slug
    ? { owner_name: name, owner_avatar: avatar, owner_slug: slug }
    : { owner_name: name, owner_avatar: avatar };
  await trx('artworks')
    .where({ owner_id: ownerId })
    .update({ ...fields, updated_at: trx.fn.now() });
};
