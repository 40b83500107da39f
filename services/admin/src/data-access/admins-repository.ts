import type { Db } from '@easel/service-kit';
import type { Admin, AdminAccount } from '../domain/admin';

interface AdminRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
}

const fromRow = (row: AdminRow): AdminAccount => ({ id: row.id, email: row.email, name: row.name, passwordHash: row.password_hash });

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
      const row = await db<AdminRow>('admins').where({ id }).first('id', 'email', 'name');
      return row && { id: row.id, email: row.email, name: row.name };
    },
    async insert(account: Omit<AdminAccount, 'id'> & { id?: string }): Promise<void> {
      await db('admins').insert({
        ...(account.id ? { id: account.id } : {}),
        email: account.email.toLowerCase(),
        name: account.name,
        password_hash: account.passwordHash,
      });
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
