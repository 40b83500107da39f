import { artistMessageInput } from '@easel/contracts/src/artist-message';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import { createMessagesRepository } from '../../data-access/messages-repository';
import type { ArtistDeps } from '../../domain/artist-deps';
import { receiveMessage } from '../../domain/artist-inbox';

/** Messages to artists (spec §7) and the messenger, /inbox. */
export function inboxRoutes(deps: ArtistDeps): Router {
  const inbox = { messages: createMessagesRepository(deps.ctx.db), artists: deps.artists };
  return Router().post('/artwork/artist/message', async (req, res) => {
    // Visitors may write too (spec §6): no sign-in needed, only an e-mail to answer to.
    await receiveMessage(inbox, parseInput(artistMessageInput, req.body ?? {}));
    res.status(201).json({ message: 'Message Sent Successfully' });
  });
}
