import { createMailer, createOutbox, type Mailer, type Outbox, type ServiceContext } from '@easel/service-kit';
import { createArtistDirectory, type ArtistDirectory } from '../data-access/artist-directory';
import type { ArtistConfig } from '../config';
import { giftCardEventHandlers } from './gift-card-events';
import { inboxEventHandlers } from './inbox-events';
import { newsletterEventHandlers } from './newsletter-events';

export type ArtistContext = ServiceContext<ArtistConfig>;

/** What every feature of the service works with: built once per service context (artistDepsOf). */
export interface ArtistDeps {
  ctx: ArtistContext;
  /** Who the artists are (identity owns the accounts). */
  artists: ArtistDirectory;
  mailer: Mailer;
  /** Mail and other events, written with the change that causes them and delivered by the relay (a job of the service). */
  outbox: Outbox;
  now(): Date;
}

function createArtistDeps(ctx: ArtistContext, now: () => Date = () => new Date()): ArtistDeps {
  const { config, db, logger, internal } = ctx;
  const deps: ArtistDeps = {
    ctx,
    artists: createArtistDirectory(internal, config.IDENTITY_URL, logger),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      dataDir: config.DATA_DIR,
      from: `${config.PRODUCT_NAME} <${config.SUPPORT_EMAIL}>`,
    }),
    outbox: createOutbox({
      db,
      logger,
      // Each feature names the events it writes and how each is delivered.
      handlers: {
        ...inboxEventHandlers(() => deps),
        ...giftCardEventHandlers(() => deps),
        ...newsletterEventHandlers(() => deps),
      },
    }),
    now,
  };
  return deps;
}

// The routes, the jobs and the seed share one deps: a commit in a route wakes that same relay.
const depsOf = new WeakMap<object, ArtistDeps>();
export function artistDepsOf(ctx: ArtistContext): ArtistDeps {
  return depsOf.get(ctx) ?? depsOf.set(ctx, createArtistDeps(ctx)).get(ctx)!;
}
