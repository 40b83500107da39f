import { DEMO_ADMIN, DEMO_PASSWORD } from '@easel/contracts';
import { createAdminsRepository } from '../data-access/admins-repository';
import { hashPassword } from '@easel/service-kit';
import type { AdminContext } from '../service';

/** The demo admin (admin@easel.example), when there is no admin yet. */
export async function seedDemo({ db, logger }: AdminContext): Promise<void> {
  const admins = createAdminsRepository(db);
  if (!(await admins.isEmpty())) return;
  await admins.insert({
    id: DEMO_ADMIN.id,
    email: DEMO_ADMIN.email,
    name: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  logger.info({ email: DEMO_ADMIN.email }, 'demo admin seeded');
}
