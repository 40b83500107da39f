import { createCatalogWorks, type CatalogWorks } from '../data-access/catalog-works';
import { createConversationsRepository, type Conversations } from '../data-access/conversations-repository';
import { createEventTickets, type EventTickets } from '../data-access/event-tickets';
import { createInboxChannel, type InboxChannel } from '../data-access/inbox-channel';
import { createUserDirectory, type UserDirectory } from '../data-access/user-directory';
import type { ArtistDeps } from './artist-deps';

/** What the messenger works with, on top of the service's one deps. */
export interface InboxDeps extends ArtistDeps {
  conversations: Conversations;
  users: UserDirectory;
  /** News of changed inboxes, to the live streams of every replica. */
  channel: InboxChannel;
  tickets: EventTickets;
  /** The works messages and requests are about (catalog owns them). */
  works: CatalogWorks;
}

// Built once per service deps: the routes and the outbox's handlers share one channel.
const inboxDeps = new WeakMap<ArtistDeps, InboxDeps>();
export function inboxDepsOf(deps: ArtistDeps): InboxDeps {
  const built = inboxDeps.get(deps);
  if (built) return built;
  const { db, internal, config, redis, logger } = deps.ctx;
  const fresh: InboxDeps = {
    ...deps,
    conversations: createConversationsRepository(db, deps.outbox),
    users: createUserDirectory(internal, config.IDENTITY_URL),
    channel: createInboxChannel(redis, logger),
    tickets: createEventTickets(db),
    works: createCatalogWorks(internal, config.CATALOG_URL, logger),
  };
  inboxDeps.set(deps, fresh);
  return fresh;
}
