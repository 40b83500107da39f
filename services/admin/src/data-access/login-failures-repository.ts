import type { Db } from '@easel/service-kit';

/** Failed sign-ins per e-mail (a wrong password or code), and the lock they lead to. */
export function createLoginFailuresRepository(db: Db) {
  const of = (email: string) => db('admin_login_failures').where({ email: email.toLowerCase() });
  return {
    async lockedUntil(email: string, now: Date): Promise<Date | undefined> {
      const row: { locked_until: Date | null } | undefined = await of(email).first('locked_until');
      const until = row?.locked_until ? new Date(row.locked_until) : undefined;
      return until && until > now ? until : undefined;
    },
    /**
     * Counts one more failure; at `limit` the e-mail is locked until `lockUntil` and the count starts again. Answers the
     * lock's end when this failure set it. One statement, so two racing failures both count.
     */
    async fail(
      email: string,
      now: Date,
      { limit, lockUntil }: { limit: number; lockUntil: Date },
    ): Promise<Date | undefined> {
      const [row] = await db('admin_login_failures')
        .insert({ email: email.toLowerCase(), failures: 1, last_failed_at: now })
        .onConflict('email')
        .merge({ failures: db.raw('admin_login_failures.failures + 1'), last_failed_at: now })
        .returning('failures');
      if ((row as { failures: number }).failures < limit) return undefined;
      await of(email).update({ failures: 0, locked_until: lockUntil });
      return lockUntil;
    },
    /** A success forgets the failures; rows of addresses no one has tried for a day go too. */
    async clear(email: string, now: Date): Promise<void> {
      await of(email).del();
      await db('admin_login_failures')
        .where('last_failed_at', '<', new Date(now.getTime() - 86_400_000))
        .where((query) => query.whereNull('locked_until').orWhere('locked_until', '<', now))
        .del();
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
