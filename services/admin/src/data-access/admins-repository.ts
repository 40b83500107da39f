import type { AdminRole } from '@easel/contracts/src/admin';
import type { Db } from '@easel/service-kit';
import type { Admin, AdminAccount } from '../domain/admin';

interface AdminRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  role: AdminRole;
  can_refund: boolean;
}

const fromRow = (row: AdminRow): AdminAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  passwordHash: row.password_hash,
  role: row.role,
  canRefund: row.can_refund,
  totpEnabled: false,
});
const withoutHash = ({ passwordHash: _hash, ...admin }: AdminAccount): Admin => admin;

export function createAdminsRepository(db: Db) {
  return {
    async isEmpty(): Promise<boolean> {
      return !(await db('admins').first('id'));
    },
    async findByEmail(email: string): Promise<AdminAccount | undefined> {
      const row = await db<AdminRow>('admins').where({ email: email.toLowerCase() }).first();
      return row && fromRow(row);
    },
    async findById(id: string): Promise<Admin | undefined> {
      const row = await db<AdminRow>('admins').where({ id }).first();
      return row && withoutHash(fromRow(row));
    },
    async insert(
      account: Pick<AdminAccount, 'email' | 'name' | 'passwordHash'> & Partial<Pick<AdminAccount, 'id' | 'role' | 'canRefund'>>,
    ): Promise<void> {
      await db('admins').insert({
        ...(account.id ? { id: account.id } : {}),
        email: account.email.toLowerCase(),
        name: account.name,
        password_hash: account.passwordHash,
        role: account.role ?? 'owner',
        can_refund: account.canRefund ?? false,
      });
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
