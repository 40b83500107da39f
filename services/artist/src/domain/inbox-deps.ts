import type { ArtistDirectory } from '../data-access/artist-directory';
import type { CatalogWorks } from '../data-access/catalog-works';
import type { Conversations } from '../data-access/conversations-repository';
import type { EventTickets } from '../data-access/event-tickets';
import type { InboxChannel } from '../data-access/inbox-channel';
import type { UserDirectory } from '../data-access/user-directory';

/** What the messenger works with. */
export interface InboxDeps {
  conversations: Conversations;
  /** Who the artists are (identity owns the accounts). */
  artists: ArtistDirectory;
  users: UserDirectory;
  /** News of changed inboxes, to the live streams of every replica. */
  channel: InboxChannel;
  tickets: EventTickets;
  /** The works messages and requests are about (catalog owns them). */
  works: CatalogWorks;
  now(): Date;
}
