import type { AdminRole } from '@easel/contracts';
import type { Db } from '@easel/service-kit';
import type { AdminAccount } from '../domain/admin';
import type { SecretBox } from '../domain/secret-box';

interface AdminRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  role: AdminRole;
  can_refund: boolean;
  totp_secret: string | null;
  disabled_at: Date | null;
  created_at: Date;
}

const accountOf = (row: AdminRow, box: SecretBox): AdminAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  passwordHash: row.password_hash,
  role: row.role,
  canRefund: row.can_refund,
  totpEnabled: row.totp_secret !== null,
  totpSecret: row.totp_secret && box.open(row.totp_secret),
  disabled: row.disabled_at !== null,
  createdAt: new Date(row.created_at),
});

/** The fields an owner may change on another admin. */
export interface AdminChange {
  role?: AdminRole;
  canRefund?: boolean;
  disabled?: boolean;
}

/** The admins; their second-factor secrets are sealed by `box` on the way in and opened on the way out. */
export function createAdminsRepository(db: Db, box: SecretBox) {
  const byId = (id: string, trx: Db = db) => trx('admins').where({ id });
  const fromRow = (row: AdminRow) => accountOf(row, box);
  return {
    async isEmpty(): Promise<boolean> {
      return !(await db('admins').first('id'));
    },
    /** Any account with this address, a disabled one too (signing in tells them apart). */
    async findByEmail(email: string): Promise<AdminAccount | undefined> {
      const row = await db<AdminRow>('admins').where({ email: email.toLowerCase() }).first();
      return row && fromRow(row);
    },
    /**
     * The admin a token names, while they may hold a session: a disabled admin's token is refused at once, and so is an
     * owner's whose second factor was reset (the owner role requires one; they set it up again at sign-in).
     */
    async findById(id: string): Promise<AdminAccount | undefined> {
      const row: AdminRow | undefined = await byId(id).whereNull('disabled_at').first();
      if (!row || (row.role === 'owner' && row.totp_secret === null)) return undefined;
      return fromRow(row);
    },
    /** Any account, a disabled one too: for the owners' management and the second factor's set-up. */
    async findAccount(id: string, trx: Db = db): Promise<AdminAccount | undefined> {
      const row: AdminRow | undefined = await byId(id, trx).first();
      return row && fromRow(row);
    },
    /** For a change that must see every owner as they are: rows locked until the transaction ends. */
    async lockAccount(id: string, trx: Db): Promise<AdminAccount | undefined> {
      const row: AdminRow | undefined = await byId(id, trx).forUpdate().first();
      return row && fromRow(row);
    },
    async activeOwnerCount(trx: Db): Promise<number> {
      const owners = await trx('admins').where({ role: 'owner' }).whereNull('disabled_at').forUpdate().select('id');
      return owners.length;
    },
    async list(page: number, pageSize: number): Promise<{ accounts: AdminAccount[]; total: number }> {
      const [rows, [{ count }]] = await Promise.all([
        db<AdminRow>('admins')
          .orderByRaw('disabled_at is not null')
          .orderBy('name')
          .orderBy('email')
          .offset((page - 1) * pageSize)
          .limit(pageSize),
        db('admins').count({ count: '*' }) as unknown as Promise<[{ count: string | number }]>,
      ]);
      return { accounts: rows.map(fromRow), total: Number(count) };
    },
    async insert(
      account: Pick<AdminAccount, 'email' | 'name' | 'passwordHash'> &
        Partial<Pick<AdminAccount, 'id' | 'role' | 'canRefund' | 'totpSecret'>>,
      trx: Db = db,
    ): Promise<AdminAccount | undefined> {
      const [row] = await trx<AdminRow>('admins')
        .insert({
          ...(account.id ? { id: account.id } : {}),
          email: account.email.toLowerCase(),
          name: account.name,
          password_hash: account.passwordHash,
          role: account.role ?? 'owner',
          can_refund: account.canRefund ?? false,
          totp_secret: account.totpSecret ? box.seal(account.totpSecret) : null,
        })
        .onConflict('email')
        .ignore()
        .returning('*');
      // undefined: the address is taken
      return row && fromRow(row as AdminRow);
    },
    async change(id: string, change: AdminChange, trx: Db = db): Promise<void> {
      await byId(id, trx).update({
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.canRefund !== undefined ? { can_refund: change.canRefund } : {}),
        ...(change.disabled !== undefined ? { disabled_at: change.disabled ? db.fn.now() : null } : {}),
        updated_at: db.fn.now(),
      });
    },

    // The second factor (TOTP).
    /** Marks a code's time step used; false when this step (or a later one) was used already: a code is good once. */
    async useStep(id: string, step: number): Promise<boolean> {
      const changed = await byId(id)
        .where((query) => query.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
        .update({ totp_last_step: step });
      return changed === 1;
    },
    async pendingSecret(id: string): Promise<string | null> {
      const row: { totp_pending_secret: string | null } | undefined = await byId(id).first('totp_pending_secret');
      return row?.totp_pending_secret ? box.open(row.totp_pending_secret) : null;
    },
    async beginSecondFactor(id: string, secret: string): Promise<void> {
      await byId(id).update({ totp_pending_secret: box.seal(secret), updated_at: db.fn.now() });
    },
    /** The pending secret becomes the admin's, its confirming code's step already used. */
    async confirmSecondFactor(id: string, step: number): Promise<void> {
      await byId(id).update({
        totp_secret: db.ref('totp_pending_secret'),
        totp_pending_secret: null,
        totp_last_step: step,
        updated_at: db.fn.now(),
      });
    },
    async removeSecondFactor(id: string, trx: Db = db): Promise<void> {
      await byId(id, trx).update({
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        updated_at: db.fn.now(),
      });
    },
    /** Gives the demo owner the published demo second factor when they have none (a database seeded before it existed). */
    async giveSecondFactor(id: string, secret: string): Promise<void> {
      await byId(id)
        .whereNull('totp_secret')
        .update({ totp_secret: box.seal(secret), updated_at: db.fn.now() });
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
