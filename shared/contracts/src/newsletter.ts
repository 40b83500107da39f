import { z } from './messages';
import { isOneLine, notAllowedCharacter } from './plain-text';
import { groupedDigits } from './price-format';

const NEWSLETTER_SUBJECT_MAX = 150;
/** The body's markup as the editor writes it, before the server cleans it. */
export const NEWSLETTER_BODY_MAX = 50_000;

/** POST /api/newsletter/send (artist service): sent to every follower who has not unsubscribed from this artist. */
export const sendNewsletterInput = z.object({
  subject: z
    .string({ error: 'Please enter a subject' })
    .trim()
    .min(1, 'Please enter a subject')
    .max(NEWSLETTER_SUBJECT_MAX, `Subject must be at most ${NEWSLETTER_SUBJECT_MAX} characters`)
    .refine(isOneLine, notAllowedCharacter('Subject')),
  body: z
    .string({ error: 'Please write your newsletter' })
    .min(1, 'Please write your newsletter')
    .max(
      NEWSLETTER_BODY_MAX,
      `The newsletter is too long: at most ${groupedDigits(NEWSLETTER_BODY_MAX)} characters of text and formatting`,
    ),
});
export type SendNewsletterInput = z.infer<typeof sendNewsletterInput>;

export const NEWSLETTER_EMPTY = 'Please write your newsletter';
export const NEWSLETTER_NO_FOLLOWERS = 'Nobody follows you yet: the newsletter goes to collectors who bookmark you';

/** GET /api/newsletter/audience: who a newsletter would reach now, and whether the artist has unlocked it. */
export interface NewsletterAudience {
  followers: number;
  artworks: number;
  unlocked: boolean;
}

/** One sent newsletter as GET /api/newsletter/sent lists it, newest first. */
export interface SentNewsletter {
  id: string;
  subject: string;
  sentAt: string;
  recipients: number;
  delivered: number;
  /** recipients who unsubscribed from this artist after it was sent */
  unsubscribed: number;
}

export interface SendNewsletterAnswer {
  message: string;
  newsletter: SentNewsletter;
}

/** GET /internal/artists/:id/followers?after=&limit= (identity): the users who bookmarked the artist, by id, in pages. */
export interface ArtistFollower {
  _id: string;
  email: string;
}
export interface ArtistFollowersPage {
  followers: ArtistFollower[];
  /** pass as `after` for the next page; null on the last one */
  next: string | null;
}
export const FOLLOWERS_PAGE_MAX = 500;
