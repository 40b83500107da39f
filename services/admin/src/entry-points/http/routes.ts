import { createTokenSigner, privateKeyFrom } from '@easel/service-kit';
import { Router } from 'express';
import { createAdminsRepository } from '../../data-access/admins-repository';
import { createAuditLogRepository } from '../../data-access/audit-log-repository';
import type { AdminContext } from '../../service';
import { loginRoute } from './login-route';
import { meRoute } from './me-route';

/** Logging in takes no token: a stale admin token left in the browser must not stop it. */
export async function adminSessionRoutes({ db, config }: AdminContext): Promise<Router> {
  const signer = await createTokenSigner(privateKeyFrom(config));
  return loginRoute(createAdminsRepository(db), createAuditLogRepository(db), signer);
}

export function adminRoutes({ db }: AdminContext): Router {
  return meRoute(createAdminsRepository(db));
}
