import type { ArtistMessageInput } from '@easel/contracts';
import { InputError, NotFoundError, ServiceUnavailableError } from '@easel/service-kit';
import { IdentityUnavailableError } from './errors';
import { userParty, visitorParty, type Party } from './conversation';
import type { InboxDeps } from './inbox-deps';
import { workOfMessage } from './message-artwork';

/** Spec §5: the words for a message nobody would read. */
const CANNOT_BE_CONTACTED = 'Artist cannot be contacted yet';
const NOT_NOW = 'Messages cannot be sent just now, please try again shortly';
const NOT_TO_YOURSELF = 'You cannot send a message to yourself';

const unavailable = () => {
  throw new ServiceUnavailableError(NOT_NOW);
};

/**
 * A message from the popup lands unread in the artist's conversation with its sender, when identity knows the artist:
 * a signed-in sender's conversation is their account's (replies reach their own /inbox), a visitor's their e-mail's.
 * Written from an artwork's page, it keeps that work.
 */
export async function receiveMessage(
  deps: InboxDeps,
  input: ArtistMessageInput,
  senderId: string | null,
): Promise<void> {
  const artist = await deps.artists.find(input.slug).catch((error: unknown) => {
    if (error instanceof IdentityUnavailableError) unavailable();
    throw error;
  });
  if (!artist) throw new NotFoundError(CANNOT_BE_CONTACTED);
  if (senderId === artist._id) throw new InputError(NOT_TO_YOURSELF);
  const [party, artwork] = await Promise.all([
    senderOf(deps, senderId, input.email),
    workOfMessage(deps, input.artSlug, artist._id),
  ]);
  const conversation = await deps.conversations.transaction(async (repo) => {
    const opened = await repo.open(
      { id: artist._id, slug: artist.slug, name: artist.artistName || artist.slug },
      party,
    );
    await repo.add(opened.id, {
      author: 'party',
      kind: 'message',
      body: input.message.trim(),
      artwork,
      createdAt: deps.now(),
    });
    return opened;
  });
  deps.channel.publish({ userId: artist._id, conversationId: conversation.id });
}

/** A signed-in sender by their account; one identity no longer knows writes as the visitor they say they are. */
async function senderOf(deps: InboxDeps, senderId: string | null, email: string): Promise<Party> {
  if (!senderId) return visitorParty(email);
  const user = await deps.users.find(senderId).catch(unavailable);
  return user ? userParty(user) : visitorParty(email);
}
