import type { Db } from '@easel/service-kit';

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/** A session that has just ended, as the feed and Redis announce it. */
export interface EndedSessionRow {
  sid: string;
  endedAt: Date;
}

/** A refresh token to store: its hash, never the value. */
export interface NewRefreshToken {
  hash: string;
  expiresAt: Date;
}

export type Renewal =
  | { outcome: 'renewed'; sid: string; userId: string }
  /** A spent token came back: whoever holds the chain now, thief or owner, loses the session. */
  | { outcome: 'reused'; ended: EndedSessionRow[] }
  /** Unknown, expired, or its session has ended. */
  | { outcome: 'refused' };

export function createSessionsRepository(db: Db) {
  return {
    /** A new session for the user with its first refresh token; answers the session id. */
    async start(userId: string, refresh: NewRefreshToken): Promise<string> {
      return db.transaction(async (trx) => {
        const [session] = await trx('sessions').insert({ user_id: userId }).returning('id');
        await trx('refresh_tokens').insert({
          token_hash: refresh.hash,
          session_id: session.id,
          expires_at: refresh.expiresAt,
        });
        return String(session.id);
      });
    },

    /** Spends a refresh token for its successor, once: the row is locked, so two renewals with one token cannot both win. */
    async renew(hash: string, next: NewRefreshToken): Promise<Renewal> {
      return db.transaction(async (trx) => {
        const token = await trx('refresh_tokens')
          .where({ token_hash: hash })
          .forUpdate()
          .first('session_id', 'spent_at', trx.raw('expires_at > now() as current'));
        const session =
          token && (await trx('sessions').where({ id: token.session_id }).whereNull('ended_at').first('id', 'user_id'));
        if (!session) return { outcome: 'refused' };
        if (token.spent_at) return { outcome: 'reused', ended: await endSessions(trx, { id: session.id }) };
        if (!token.current) return { outcome: 'refused' };
        await trx('refresh_tokens').where({ token_hash: hash }).update({ spent_at: trx.fn.now() });
        await trx('refresh_tokens').insert({
          token_hash: next.hash,
          session_id: session.id,
          expires_at: next.expiresAt,
        });
        return { outcome: 'renewed', sid: String(session.id), userId: String(session.user_id) };
      });
    },

    /** The session a refresh token belongs to, spent or not. */
    async sessionOf(hash: string): Promise<string | undefined> {
      const row = await db('refresh_tokens').where({ token_hash: hash }).first('session_id');
      return row ? String(row.session_id) : undefined;
    },

    end: (sid: string) => endSessions(db, { id: sid }),

    endEveryOne: (userId: string) => endSessions(db, { user_id: userId }),

    async isLive(sid: string): Promise<boolean> {
      return Boolean(await db('sessions').where({ id: sid }).whereNull('ended_at').first('id'));
    },

    /** Sessions ended after `since`, oldest first. */
    async endedSince(since: Date): Promise<EndedSessionRow[]> {
      const rows = await db('sessions').where('ended_at', '>', since).orderBy('ended_at').select('id', 'ended_at');
      return rows.map(toEndedSession);
    },

    /** Drops sessions ended before `endedBefore`, and those that can no longer be renewed: no token of theirs is alive. */
    async forgetOld(endedBefore: Date): Promise<number> {
      return db('sessions')
        .where('ended_at', '<', endedBefore)
        .orWhereNotExists(
          db('refresh_tokens')
            .whereRaw('refresh_tokens.session_id = sessions.id')
            .where('expires_at', '>', db.fn.now()),
        )
        .delete();
    },
  };
}

/** Ends the live sessions that match, stamping the moment each ended; used in the transaction of a password change too. */
export async function endSessions(trx: Db, where: { id: string } | { user_id: string }): Promise<EndedSessionRow[]> {
  const rows = await trx('sessions')
    .where(where)
    .whereNull('ended_at')
    .update({ ended_at: trx.raw('clock_timestamp()') }, ['id', 'ended_at']);
  return rows.map(toEndedSession);
}

const toEndedSession = (row: { id: string; ended_at: Date | string }): EndedSessionRow => ({
  sid: String(row.id),
  endedAt: new Date(row.ended_at),
});
