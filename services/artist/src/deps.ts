import {
  applyOnce,
  createMailer,
  createOutbox,
  type Db,
  type EndedSessions,
  type FollowProfile,
  type Outbox,
  type ServiceContext,
} from '@easel/service-kit';
import type { ArtistConfig } from './config';
import { createAnalyticsSources, type AnalyticsSources } from './data-access/analytics-sources';
import { createArtistDirectory } from './data-access/artist-directory';
import { createArtistPagesRepository } from './data-access/artist-pages-repository';
import { createCatalogWorks } from './data-access/catalog-works';
import { createConversationsRepository } from './data-access/conversations-repository';
import { createEventTickets } from './data-access/event-tickets';
import { createGiftCardsRepository } from './data-access/gift-cards-repository';
import { createGiftCodesRepository } from './data-access/gift-codes-repository';
import { createInboxChannel } from './data-access/inbox-channel';
import { createNewsletterAudience } from './data-access/newsletter-audience';
import { createNewslettersRepository } from './data-access/newsletters-repository';
import { followProfileCopies } from './data-access/profile-copies';
import { createUserDirectory } from './data-access/user-directory';
import type { PageDeps } from './domain/artist-page-design';
import { giftCardEventHandlers } from './domain/gift-card-events';
import type { GiftCardDeps } from './domain/gift-cards';
import type { GiftCodeDeps } from './domain/gift-codes';
import type { InboxDeps } from './domain/inbox-deps';
import { inboxEventHandlers, type ReplyMailDeps } from './domain/inbox-events';
import { newsletterEventHandlers, type NewsletterMailDeps } from './domain/newsletter-events';
import type { NewsletterDeps } from './domain/newsletters';

/** What every feature of the service works with: the routes, the outbox's handlers, the jobs and the seed share it. */
export interface ArtistDeps
  extends InboxDeps, PageDeps, GiftCardDeps, GiftCodeDeps, NewsletterDeps, ReplyMailDeps, NewsletterMailDeps {
  /** For the kit's outbox and profile-follower routes and the seed; the features use their repositories. */
  db: Db;
  /** The inbox's live streams close when their session ends. */
  endedSessions: EndedSessions;
  /** Mail and other events, written with the change that causes them and delivered by the relay (a job of the service). */
  outbox: Outbox;
  analytics: AnalyticsSources;
  followProfileCopies: FollowProfile;
}

/** Wires the repositories, the clients of identity, catalog and the analytics owners, the mailer and the outbox. */
export function createArtistDeps({
  config,
  db,
  logger,
  internal,
  redis,
  endedSessions,
}: ServiceContext<ArtistConfig>): ArtistDeps {
  const outbox = createOutbox({ db, logger });
  const artists = createArtistDirectory(internal, config.IDENTITY_URL, logger);
  const deps: ArtistDeps = {
    db,
    logger,
    endedSessions,
    outbox,
    artists,
    users: createUserDirectory(internal, config.IDENTITY_URL),
    works: createCatalogWorks(internal, config.CATALOG_URL, logger),
    analytics: createAnalyticsSources(internal, config, logger),
    pages: createArtistPagesRepository(db),
    conversations: createConversationsRepository(db, outbox),
    channel: createInboxChannel(redis, logger),
    tickets: createEventTickets(db),
    cards: createGiftCardsRepository(db),
    codes: createGiftCodesRepository(db, outbox),
    newsletters: createNewslettersRepository(db, outbox),
    newslettersIn: (trx) => createNewslettersRepository(trx, outbox),
    audience: createNewsletterAudience(internal, config.IDENTITY_URL, artists),
    followProfileCopies,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      dataDir: config.DATA_DIR,
      from: `${config.PRODUCT_NAME} <${config.SUPPORT_EMAIL}>`,
    }),
    site: { publicUrl: config.PUBLIC_URL, productName: config.PRODUCT_NAME },
    applyOnce: (id, work) => applyOnce(db, id, work),
    now: () => new Date(),
  };
  // Each feature names the events it writes and how each is delivered.
  outbox.handle({ ...inboxEventHandlers(deps), ...giftCardEventHandlers(deps), ...newsletterEventHandlers(deps) });
  return deps;
}
