import { createTokenSigner, privateKeyFrom } from '@easel/service-kit';
import { Router } from 'express';
import { createAdminsRepository } from '../../data-access/admins-repository';
import { createAuditLogRepository } from '../../data-access/audit-log-repository';
import type { AdminContext } from '../../service';
import { loginRoute } from './login-route';
import { meRoute } from './me-route';

export async function adminRoutes({ db, config, verifier }: AdminContext): Promise<Router> {
  const admins = createAdminsRepository(db);
  const signer = await createTokenSigner(privateKeyFrom(config));
  return Router()
    .use(loginRoute(admins, createAuditLogRepository(db), signer))
    .use(meRoute(admins, verifier));
}
