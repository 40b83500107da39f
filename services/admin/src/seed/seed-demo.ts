import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_STAFF } from '@easel/contracts';
import { hashPassword } from '@easel/service-kit';
import type { AdminDeps } from '../domain/admin-deps';

/**
 * The demo owner (admin@easel.example, with the published demo second factor: the owner role requires one) and one
 * admin of each other role, when there is no admin yet. A demo owner seeded before second factors gets theirs.
 */
export async function seedDemo({ admins, logger }: AdminDeps): Promise<void> {
  if (!(await admins.isEmpty())) {
    await admins.giveSecondFactor(DEMO_ADMIN.id, DEMO_ADMIN_TOTP_SECRET);
    return;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await admins.insert({
    id: DEMO_ADMIN.id,
    email: DEMO_ADMIN.email,
    name: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`,
    passwordHash,
    role: 'owner',
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
  });
  for (const staff of DEMO_STAFF) await admins.insert({ ...staff, passwordHash });
  logger.info({ email: DEMO_ADMIN.email }, 'demo admins seeded');
}
