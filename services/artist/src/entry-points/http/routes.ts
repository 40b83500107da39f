import { artistMessageInput } from '@easel/contracts/src/artist-message';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import { createArtistDirectory } from '../../data-access/artist-directory';
import { createMessagesRepository } from '../../data-access/messages-repository';
import { receiveMessage } from '../../domain/artist-inbox';
import type { ArtistContext } from '../../service';

/** Messages to artists (spec §7); artist pages and the rest arrive in later work; health checks come from the kit. */
export function artistRoutes({ db, internal, config, logger }: ArtistContext): Router {
  const inbox = { messages: createMessagesRepository(db), artists: createArtistDirectory(internal, config.IDENTITY_URL, logger) };
  return Router().post('/artwork/artist/message', async (req, res) => {
    // Visitors may write too (spec §6): no sign-in needed, only an e-mail to answer to.
    await receiveMessage(inbox, parseInput(artistMessageInput, req.body ?? {}));
    res.status(201).json({ message: 'Message Sent Successfully' });
  });
}
