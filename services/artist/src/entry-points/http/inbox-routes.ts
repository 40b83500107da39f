import { artistMessageInput, inboxOrderRequestInput, inboxReplyInput } from '@easel/contracts';
import { bodyOf, caller, parseInput, requireAuth } from '@easel/service-kit';
import { Router } from 'express';
import type { ArtistDeps } from '../../deps';
import { receiveMessage } from '../../domain/artist-inbox';
import { listInbox, markRead, readThread, reply, unreadCount } from '../../domain/inbox-conversations';
import { receiveOrderRequest } from '../../domain/order-request-inbox';
import { inboxStreamRoutes } from './inbox-stream';

/** Messages to artists (spec §7) and the messenger, /inbox: conversations, replies, unread counts and live news. */
export function inboxRoutes(deps: ArtistDeps): Router {
  return Router()
    .post('/artwork/artist/message', async (req, res) => {
      // Visitors may write too (spec §6): no sign-in needed, only an e-mail to answer to.
      await receiveMessage(deps, parseInput(artistMessageInput, bodyOf(req)), req.auth?.sub ?? null);
      res.status(201).json({ message: 'Message Sent Successfully' });
    })
    .get('/inbox/conversations', requireAuth, async (req, res) => {
      res.json(await listInbox(deps, caller(req).sub));
    })
    .get('/inbox/unread', requireAuth, async (req, res) => {
      res.json({ unread: await unreadCount(deps, caller(req).sub) });
    })
    .get('/inbox/conversations/:id', requireAuth, async (req, res) => {
      res.json(await readThread(deps, caller(req).sub, String(req.params.id)));
    })
    .post('/inbox/conversations/:id/read', requireAuth, async (req, res) => {
      await markRead(deps, caller(req).sub, String(req.params.id));
      res.status(204).end();
    })
    .post('/inbox/conversations/:id/messages', requireAuth, async (req, res) => {
      res
        .status(201)
        .json(await reply(deps, caller(req).sub, String(req.params.id), parseInput(inboxReplyInput, bodyOf(req))));
    })
    .post('/internal/inbox/order-requests', async (req, res) => {
      // commerce's outbox delivers until it hears 2xx; a request for an artist identity no longer knows is dropped.
      const kept = await receiveOrderRequest(deps, parseInput(inboxOrderRequestInput, bodyOf(req)));
      res.status(kept ? 201 : 202).json({ kept });
    })
    .use(inboxStreamRoutes(deps));
}
