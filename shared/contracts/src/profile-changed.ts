import { z } from './messages';

/** identity's outbox event when a name, avatar or slug changes: the services that copy them follow. */
export const PROFILE_CHANGED = 'user.profile-changed';

/**
 * PUT /internal/people/:id/profile on catalog (artworks' owner), artist (gift cards, conversations) and community (comments'
 * author): the person's display fields as identity has them now. eventId is identity's outbox event: a redelivered one changes
 * nothing twice (service-kit's profileFollowerRoutes).
 */
export const profileChangedInput = z.object({
  eventId: z.uuid({ error: 'Event id must be a uuid' }),
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name is too long'),
  slug: z.string().max(200, 'Slug is too long').nullable(),
  avatar: z.string().max(2000, 'Avatar is too long').nullable(),
});
export type ProfileChangedInput = z.infer<typeof profileChangedInput>;

/** The name shown beside a person's work and comments: the artist name, else the full name. */
export const displayNameOf = (person: {
  artistName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}) => person.artistName?.trim() || `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || 'Member';
