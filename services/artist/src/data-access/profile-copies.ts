import { giftCardTitleBy } from '@easel/contracts';
import type { FollowProfile } from '@easel/service-kit';
import type { Knex } from 'knex';

/**
 * The person's name and slug where this service copies them, kept in step with identity (user.profile-changed): an
 * artist's gift cards and both sides of their conversations. A newsletter keeps the name it was signed with, and the
 * popup's old messages keep the slug they were sent to (only identity can tell whose it was).
 */
export const followProfileCopies: FollowProfile = async (trx, userId, { name, slug }) => {
  // A customer has no slug; an artist's is never taken away, only changed.
  const newSlug = slug ? { artist_slug: slug } : {};
  await renameDefaultTitles(trx, userId, name);
  await trx('gift_cards')
    .where({ user_id: userId })
    .update({ artist_name: name, ...newSlug });
  await trx('conversations')
    .where({ artist_id: userId })
    .update({ artist_name: name, ...newSlug });
  await trx('conversations').where({ party_user_id: userId }).update({ party_name: name });
};

/** A card whose title was left empty is named after its artist: it takes the new name, a title of the artist's own stays. */
async function renameDefaultTitles(trx: Knex.Transaction, userId: string, name: string) {
  const oldNames: string[] = await trx('gift_cards').where({ user_id: userId }).distinct().pluck('artist_name');
  for (const oldName of oldNames) {
    await trx('gift_cards')
      .where({ user_id: userId, title: giftCardTitleBy(oldName) })
      .update({ title: giftCardTitleBy(name) });
  }
}
