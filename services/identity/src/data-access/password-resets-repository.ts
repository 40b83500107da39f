import type { Db } from '@easel/service-kit';

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;

export function createPasswordResetsRepository(db: Db) {
  return {
    /** A new reset link id for the user. */
    async create(userId: string, expiresAt: Date): Promise<string> {
      const [row] = await db('password_resets').insert({ user_id: userId, expires_at: expiresAt }).returning('id');
      return String(row.id);
    },
  };
}
