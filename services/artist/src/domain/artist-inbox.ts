import type { ArtistMessageInput } from '@easel/contracts/src/artist-message';
import type { createMessagesRepository } from '../data-access/messages-repository';

/** A visitor's message lands in the artist's inbox, unread; the inbox page reads it (later work). */
export async function receiveMessage(
  messages: ReturnType<typeof createMessagesRepository>,
  input: ArtistMessageInput,
  now = new Date(),
): Promise<void> {
  await messages.insertMany([{ artistSlug: input.slug, fromEmail: input.email, message: input.message.trim(), createdAt: now, readAt: null }]);
}
