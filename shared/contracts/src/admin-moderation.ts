import { z } from 'zod';

/**
 * PUT /internal/people/:id/suspended on catalog: the people (suspension) part of the admin area tells catalog that a
 * user is suspended or restored. Suspension hides all of the owner's works like a moderator's hide; ending it brings
 * back only the works no moderator hid.
 */
export const ownerSuspendedInput = z.object({
  suspended: z.boolean({ error: 'Suspended must be true or false' }),
});
export type OwnerSuspendedInput = z.infer<typeof ownerSuspendedInput>;
