import { z } from './messages';

/** Spec §9: an artist message's e-mail is at most 70 characters, its body at most 400. */
export const MESSAGE_EMAIL_MAX = 70;
export const MESSAGE_BODY_MAX = 400;
const BOTH = 'Please enter email and message';

/** POST /artwork/artist/message (spec §5 "Artist message"); slug is the artist's, artSlug the work it is written from, if any. */
export const artistMessageInput = z.object({
  email: z
    .string({ error: BOTH })
    .trim()
    .min(1, BOTH)
    .max(MESSAGE_EMAIL_MAX, `Email must be at most ${MESSAGE_EMAIL_MAX} characters`)
    .email('Please enter a valid email'),
  message: z
    .string({ error: BOTH })
    .max(MESSAGE_BODY_MAX, `Message must be at most ${MESSAGE_BODY_MAX} characters`)
    .refine((text) => text.trim().length > 0, BOTH),
  slug: z
    .string({ error: 'Artist cannot be contacted yet' })
    .trim()
    .min(1, 'Artist cannot be contacted yet')
    .max(200, 'Artist cannot be contacted yet'),
  // The artist service asks catalog for the work's title and picture: the browser names it, nothing more.
  artSlug: z.string().trim().max(200).optional(),
});
export type ArtistMessageInput = z.infer<typeof artistMessageInput>;
