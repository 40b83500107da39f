import { newOwnerInput } from '@easel/contracts';
import { ConflictError, hashPassword, parseInput } from '@easel/service-kit';
import type { AdminsRepository } from '../data-access/admins-repository';
import type { AdminAccount } from './admin';

/**
 * `npm run admin:create`: an owner, on a fresh database or beside others. The password must be an admin's (12+
 * characters, not letters alone); an e-mail already taken is refused. The owner sets up a second factor at first sign-in.
 */
export async function createOwner(
  admins: AdminsRepository,
  input: { email?: string; name?: string; password?: string },
): Promise<AdminAccount> {
  const owner = parseInput(newOwnerInput, input);
  const made = await admins.insert({ ...owner, passwordHash: await hashPassword(owner.password), role: 'owner' });
  if (!made) throw new ConflictError(`There is already an admin with the e-mail ${owner.email}`);
  return made;
}
