import { z } from 'zod';
import { adminReason } from './admin';

/**
 * PUT /internal/people/:id/suspended on catalog: the people (suspension) part of the admin area tells catalog that a
 * user is suspended or restored. Suspension hides all of the owner's works like a moderator's hide; ending it brings
 * back only the works no moderator hid.
 */
export const ownerSuspendedInput = z.object({
  suspended: z.boolean({ error: 'Suspended must be true or false' }),
});
export type OwnerSuspendedInput = z.infer<typeof ownerSuspendedInput>;

/** What the owner of a hidden work reads on its page (everyone else gets a 404). */
export const artworkHiddenNotice = (reason: string) => `This artwork is hidden by Easel's moderators: ${reason}`;
export const ACCOUNT_SUSPENDED_NOTICE = 'Your account is suspended';

/** PUT /internal/artworks/:slug/hidden on catalog: a moderator hides a work with a reason, or restores it. */
export const artworkHiddenInput = z.discriminatedUnion('hidden', [
  z.object({ hidden: z.literal(true), reason: adminReason }),
  z.object({ hidden: z.literal(false) }),
]);
export type ArtworkHiddenInput = z.infer<typeof artworkHiddenInput>;

/** A work as moderation sees it: before and after of an audit line, and the queue's link. */
export interface ModeratedArtwork {
  slug: string;
  title: string;
  ownerId: string;
  hiddenReason: string | null;
  ownerSuspended: boolean;
}
