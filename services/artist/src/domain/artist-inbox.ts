import type { ArtistMessageInput } from '@easel/contracts/src/artist-message';
import { NotFoundError, ServiceUnavailableError } from '@easel/service-kit';
import { IdentityUnavailableError, type ArtistDirectory } from '../data-access/artist-directory';
import type { createMessagesRepository } from '../data-access/messages-repository';

/** Spec §5: the words for a message nobody would read. */
const CANNOT_BE_CONTACTED = 'Artist cannot be contacted yet';
const NOT_NOW = 'Messages cannot be sent just now, please try again shortly';

interface InboxDeps {
  messages: ReturnType<typeof createMessagesRepository>;
  artists: ArtistDirectory;
}

/** A visitor's message lands in the artist's inbox, unread, when identity knows the artist; the inbox page reads it (later work). */
export async function receiveMessage({ messages, artists }: InboxDeps, input: ArtistMessageInput, now = new Date()): Promise<void> {
  const artist = await artists.find(input.slug).catch((error: unknown) => {
    if (error instanceof IdentityUnavailableError) throw new ServiceUnavailableError(NOT_NOW);
    throw error;
  });
  if (!artist) throw new NotFoundError(CANNOT_BE_CONTACTED);
  await messages.insertMany([{ artistSlug: artist.slug, fromEmail: input.email, message: input.message.trim(), createdAt: now, readAt: null }]);
}
