import type { Db } from '@easel/service-kit';

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

export function createSessionsRepository(db: Db) {
  return {
    /** True while the user exists, still has this token version, and the token id was not logged out. */
    async isCurrent(userId: string, tokenVersion: number, jti: string | undefined): Promise<boolean> {
      const row = await db('users')
        .select(db.raw('1'))
        .where({ id: userId, token_version: tokenVersion })
        .whereNotExists(
          db('revoked_tokens')
            .select(db.raw('1'))
            .where({ jti: jti ?? '' }),
        )
        .first();
      return Boolean(row);
    },

    async revoke(jti: string, expiresAt: Date): Promise<void> {
      await db('revoked_tokens').insert({ jti, expires_at: expiresAt }).onConflict('jti').ignore();
      // Expired tokens are refused anyway; their rows only take room.
      await db('revoked_tokens').where('expires_at', '<', db.fn.now()).delete();
    },
  };
}
