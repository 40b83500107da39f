import { INBOX_EVENT, type InboxLiveEvent } from '@easel/contracts';
import { caller, NotAuthenticatedError, requireAuth } from '@easel/service-kit';
import { Router, type Response } from 'express';
import type { ArtistDeps } from '../../deps';
import { unreadCount } from '../../domain/inbox-conversations';

/** A ticket opens one stream within this time; the page asks for it just before. */
const TICKET_LIFETIME_MS = 30_000;
/** A comment this often keeps proxies and browsers from closing a quiet stream, and checks the session still lives. */
const HEARTBEAT_MS = 20_000;
const TICKET_NOT_VALID = 'Your live inbox link has expired, please reload the page';

const send = (res: Response, event: InboxLiveEvent) =>
  res.write(`event: ${INBOX_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);

/**
 * Live inbox news by server-sent events. EventSource cannot send the bearer header, and a token in the URL would be
 * written to logs and history for its whole life; so the page trades its token for a one-use ticket valid 30 s, and
 * the URL carries only that: once used or expired it opens nothing.
 */
export function inboxStreamRoutes(deps: ArtistDeps): Router {
  const router = Router();

  router.post('/inbox/events/ticket', requireAuth, async (req, res) => {
    const { sub, sid } = caller(req);
    const ticket = await deps.tickets.issue(
      { userId: sub, sessionId: sid },
      new Date(deps.now().getTime() + TICKET_LIFETIME_MS),
    );
    res.status(201).json({ ticket });
  });

  router.get('/inbox/events', async (req, res) => {
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : '';
    const holder = ticket ? await deps.tickets.take(ticket, deps.now()) : undefined;
    if (!holder || (await deps.endedSessions.isEnded(holder.sessionId)))
      throw new NotAuthenticatedError(TICKET_NOT_VALID);

    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no', // nginx and the like pass each event on at once
    });
    res.write(': open\n\n');
    const tell = async (conversationId: string) =>
      send(res, { conversationId, unread: await unreadCount(deps, holder.userId) });
    const unsubscribe = deps.channel.subscribe(holder.userId, (news) => {
      tell(news.conversationId).catch((error: unknown) => req.log?.warn({ err: error }, 'inbox news not sent'));
    });
    const heartbeat = setInterval(() => {
      res.write(': heartbeat\n\n');
      // A session ended meanwhile (logout elsewhere, suspension) closes its stream.
      void deps.endedSessions.isEnded(holder.sessionId).then(
        (ended) => ended && res.end(),
        () => undefined,
      );
    }, HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    await tell('');
  });

  return router;
}
