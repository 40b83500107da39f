import type { Db } from '@easel/service-kit';
import { endSessions, type EndedSessionRow } from './sessions-repository';

export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;

export function createCredentialsRepository(db: Db) {
  return {
    async passwordHash(userId: string): Promise<string | undefined> {
      const row = await db('credentials').select('password_hash').where({ user_id: userId }).first();
      return row?.password_hash;
    },

    /** Sets the password and ends every session of the user, together; answers the sessions it ended. */
    async replacePassword(userId: string, passwordHash: string): Promise<EndedSessionRow[]> {
      return db.transaction((trx) => setPassword(trx, userId, passwordHash));
    },

    /**
     * Uses a reset link and sets the new password in one transaction; the link counts only when unused and unexpired.
     * Answers the sessions it ended, or undefined when the link is not valid.
     */
    async redeemReset(resetId: string, passwordHash: string): Promise<EndedSessionRow[] | undefined> {
      return db.transaction(async (trx) => {
        const [reset] = await trx('password_resets')
          .where({ id: resetId })
          .whereNull('used_at')
          .where('expires_at', '>', trx.fn.now())
          .update({ used_at: trx.fn.now() })
          .returning('user_id');
        if (!reset) return undefined;
        return setPassword(trx, String(reset.user_id), passwordHash);
      });
    },
  };
}

async function setPassword(trx: Db, userId: string, passwordHash: string): Promise<EndedSessionRow[]> {
  await trx('credentials')
    .insert({ user_id: userId, password_hash: passwordHash, updated_at: trx.fn.now() })
    .onConflict('user_id')
    .merge();
  await trx('users').where({ id: userId }).update({ updated_at: trx.fn.now() });
  return endSessions(trx, { user_id: userId });
}
