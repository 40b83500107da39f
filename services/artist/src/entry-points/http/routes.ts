import { artistMessageInput } from '@easel/contracts/src/artist-message';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import { createMessagesRepository } from '../../data-access/messages-repository';
import { receiveMessage } from '../../domain/artist-inbox';
import type { ArtistContext } from '../../service';

/** Messages to artists (spec §7); artist pages and the rest arrive in later work; health checks come from the kit. */
export function artistRoutes({ db }: ArtistContext): Router {
  const messages = createMessagesRepository(db);
  return Router().post('/artwork/artist/message', async (req, res) => {
    // Visitors may write too (spec §6): no sign-in needed, only an e-mail to answer to.
    await receiveMessage(messages, parseInput(artistMessageInput, req.body ?? {}));
    res.status(201).json({ message: 'Message Sent Successfully' });
  });
}
