import type { Db } from '@easel/service-kit';

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;

/** What the reset mail needs: whom to write to, while the link can still be used. */
export interface OpenReset {
  email: string;
  firstName: string;
}

/** Whether a link can still be used, by the database's clock, as redeeming it is judged. */
export interface ResetLinkState {
  used: boolean;
  expired: boolean;
}

export function createPasswordResetsRepository(db: Db) {
  return {
    /** A new reset link id for the user. */
    async create(userId: string, expiresAt: Date): Promise<string> {
      const [row] = await db('password_resets').insert({ user_id: userId, expires_at: expiresAt }).returning('id');
      return String(row.id);
    },

    /** The link's account, when the link is unused and unexpired. */
    async findOpen(resetId: string): Promise<OpenReset | undefined> {
      const row = await db('password_resets')
        .join('users', 'users.id', 'password_resets.user_id')
        .where('password_resets.id', resetId)
        .whereNull('password_resets.used_at')
        .where('password_resets.expires_at', '>', db.fn.now())
        .first({ email: 'users.email', firstName: 'users.first_name' });
      return row;
    },

    /** The link's state, or undefined when there is no such link. */
    async state(resetId: string): Promise<ResetLinkState | undefined> {
      const row = await db('password_resets')
        .where({ id: resetId })
        .first({ used: db.raw('used_at is not null'), expired: db.raw('expires_at <= now()') });
      return row && { used: Boolean(row.used), expired: Boolean(row.expired) };
    },
  };
}
