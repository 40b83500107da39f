import { randomUUID } from 'node:crypto';
import {
  isUnlocked,
  lockedMessage,
  NEWSLETTER_EMPTY,
  NEWSLETTER_NO_FOLLOWERS,
  type NewsletterAudience,
  type SendNewsletterAnswer,
  type SendNewsletterInput,
  type SentNewsletter,
} from '@easel/contracts';
import { ConflictError, InputError, NotAllowedError, ServiceUnavailableError } from '@easel/service-kit';
import type { NewsletterAudienceSource } from '../data-access/newsletter-audience';
import type { NewslettersRepository } from '../data-access/newsletters-repository';
import { IdentityUnavailableError } from './errors';
import { cleanNewsletterHtml, newsletterText } from './newsletter-html';

/** One outbox event mails this many followers: a failure retries a small batch, and a big audience spreads over many events. */
const NEWSLETTER_BATCH_SIZE = 50;
export const NEWSLETTER_BATCH = 'newsletter.batch';
export interface NewsletterBatch {
  newsletterId: string;
  deliveryIds: string[];
}

export interface NewsletterDeps {
  newsletters: NewslettersRepository;
  audience: NewsletterAudienceSource;
  now(): Date;
}

const NOT_NOW = 'The newsletter cannot be sent just now, please try again shortly';
const NOT_AN_ARTIST = 'Only artists can send a newsletter';

const orUnavailable = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    throw error instanceof IdentityUnavailableError ? new ServiceUnavailableError(NOT_NOW) : error;
  });

async function artistAndFollowers({ audience, newsletters }: NewsletterDeps, userId: string) {
  const artist = await orUnavailable(audience.artist(userId));
  if (!artist) throw new NotAllowedError(NOT_AN_ARTIST);
  const followers = isUnlocked(artist.artworks) ? await orUnavailable(audience.followers(artist.id)) : [];
  const unsubscribed = await newsletters.unsubscribedAmong(
    artist.id,
    followers.map((follower) => follower._id),
  );
  return { artist, recipients: followers.filter((follower) => !unsubscribed.has(follower._id)) };
}

/** Who a newsletter would reach now: the "Send to N followers?" of the confirmation. */
export async function newsletterAudience(deps: NewsletterDeps, userId: string): Promise<NewsletterAudience> {
  const { artist, recipients } = await artistAndFollowers(deps, userId);
  return { followers: recipients.length, artworks: artist.artworks, unlocked: isUnlocked(artist.artworks) };
}

/** Spec §9: from 4 artworks on. The mails leave from the outbox, a batch per event, never in this request. */
export async function sendNewsletter(
  deps: NewsletterDeps,
  userId: string,
  input: SendNewsletterInput,
): Promise<SendNewsletterAnswer> {
  const bodyHtml = cleanNewsletterHtml(input.body);
  if (!newsletterText(bodyHtml)) throw new InputError(NEWSLETTER_EMPTY);
  const { artist, recipients } = await artistAndFollowers(deps, userId);
  if (!isUnlocked(artist.artworks)) throw new NotAllowedError(lockedMessage('newsletter'));
  if (!recipients.length) throw new ConflictError(NEWSLETTER_NO_FOLLOWERS);

  const sentAt = deps.now();
  const newsletter = {
    id: randomUUID(),
    artistId: artist.id,
    artistName: artist.artistName,
    subject: input.subject,
    bodyHtml,
    sentAt,
  };
  const deliveries = recipients.map((follower) => ({ id: randomUUID(), userId: follower._id, email: follower.email }));
  const batches: NewsletterBatch[] = [];
  for (let i = 0; i < deliveries.length; i += NEWSLETTER_BATCH_SIZE)
    batches.push({
      newsletterId: newsletter.id,
      deliveryIds: deliveries.slice(i, i + NEWSLETTER_BATCH_SIZE).map((d) => d.id),
    });
  await deps.newsletters.record(
    newsletter,
    deliveries,
    batches.map((payload) => ({ type: NEWSLETTER_BATCH, payload })),
  );
  const sent: SentNewsletter = {
    id: newsletter.id,
    subject: input.subject,
    sentAt: sentAt.toISOString(),
    recipients: deliveries.length,
    delivered: 0,
    unsubscribed: 0,
  };
  return {
    message: `Your newsletter is on its way to ${deliveries.length} ${deliveries.length === 1 ? 'follower' : 'followers'}`,
    newsletter: sent,
  };
}

export const sentNewsletters = ({ newsletters }: NewsletterDeps, userId: string) => newsletters.sentBy(userId);
