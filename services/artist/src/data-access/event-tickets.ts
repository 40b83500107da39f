import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@easel/service-kit';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** One-use tickets that open a live stream: kept hashed, in the database, so any replica can take one another issued. */
export function createEventTickets(db: Db) {
  return {
    async issue(holder: { userId: string; sessionId: string }, expiresAt: Date): Promise<string> {
      const ticket = randomBytes(32).toString('base64url');
      await db('inbox_event_tickets').insert({
        ticket_hash: hashOf(ticket),
        user_id: holder.userId,
        session_id: holder.sessionId,
        expires_at: expiresAt,
      });
      // Tickets nobody took are cleared as new ones are issued.
      await db('inbox_event_tickets').where('expires_at', '<', db.fn.now()).delete();
      return ticket;
    },
    /** The ticket's holder, once: taking it deletes it. undefined when unknown, taken or expired. */
    async take(ticket: string, now: Date): Promise<{ userId: string; sessionId: string } | undefined> {
      const [row] = await db('inbox_event_tickets')
        .where({ ticket_hash: hashOf(ticket) })
        .delete()
        .returning(['user_id', 'session_id', 'expires_at']);
      if (!row || new Date(row.expires_at) <= now) return undefined;
      return { userId: row.user_id, sessionId: row.session_id };
    },
  };
}

export type EventTickets = ReturnType<typeof createEventTickets>;
