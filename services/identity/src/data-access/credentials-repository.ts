import type { Db } from '@easel/service-kit';

export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;

export function createCredentialsRepository(db: Db) {
  return {
    async passwordHash(userId: string): Promise<string | undefined> {
      const row = await db('credentials').select('password_hash').where({ user_id: userId }).first();
      return row?.password_hash;
    },

    /** Sets the password and bumps the token version, so every earlier token is refused; returns the new version. */
    async replacePassword(userId: string, passwordHash: string): Promise<number> {
      return db.transaction((trx) => setPassword(trx, userId, passwordHash));
    },

    /**
     * Uses a reset link and sets the new password in one transaction; the link counts only when
     * unused and unexpired. Returns the user id, or undefined when the link is not valid.
     */
    async redeemReset(resetId: string, passwordHash: string): Promise<string | undefined> {
      return db.transaction(async (trx) => {
        const [reset] = await trx('password_resets')
          .where({ id: resetId })
          .whereNull('used_at')
          .where('expires_at', '>', trx.fn.now())
          .update({ used_at: trx.fn.now() })
          .returning('user_id');
        if (!reset) return undefined;
        await setPassword(trx, reset.user_id, passwordHash);
        return String(reset.user_id);
      });
    },
  };
}

async function setPassword(trx: Db, userId: string, passwordHash: string): Promise<number> {
  await trx('credentials').insert({ user_id: userId, password_hash: passwordHash, updated_at: trx.fn.now() }).onConflict('user_id').merge();
  const [row] = await trx('users')
    .where({ id: userId })
    .update({ token_version: trx.raw('token_version + 1'), updated_at: trx.fn.now() })
    .returning('token_version');
  return Number(row?.token_version);
}
