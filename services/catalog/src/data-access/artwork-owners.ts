import type { ProfileChangedInput } from '@easel/contracts/src/profile-changed';
import { applyOnce, type Db } from '@easel/service-kit';

/** The owner's display fields each artwork carries, kept in step with identity. */
export function createArtworkOwners(db: Db) {
  return {
    /** Once per event id: a redelivered profile change finds its id recorded and changes nothing. Answers whether it ran. */
    follow(ownerId: string, { eventId, name, slug, avatar }: ProfileChangedInput): Promise<boolean> {
      return applyOnce(db, eventId, async (trx) => {
        // A customer has no slug and no artworks; an artist's slug is never taken away, only changed.
        const fields = slug ? { owner_name: name, owner_avatar: avatar, owner_slug: slug } : { owner_name: name, owner_avatar: avatar };
        await trx('artworks')
          .where({ owner_id: ownerId })
          .update({ ...fields, updated_at: trx.fn.now() });
      });
    },
  };
}

export type ArtworkOwners = ReturnType<typeof createArtworkOwners>;
