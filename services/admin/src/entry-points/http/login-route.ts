import { loginInput } from '@easel/contracts';
import { AUDIENCE, parseInput, type TokenSigner } from '@easel/service-kit';
import { Router } from 'express';
import type { AdminsRepository } from '../../data-access/admins-repository';
import type { AuditLogRepository } from '../../data-access/audit-log-repository';
import { logInAdmin } from '../../domain/admin-login';

const ADMIN_SESSION = '12h';

/** POST /admin/login {email, password} → {token, admin}; the token's audience is the admin area only. */
export function loginRoute(admins: AdminsRepository, auditLog: AuditLogRepository, signer: TokenSigner): Router {
  return Router().post('/admin/login', async (req, res) => {
    const credentials = parseInput(loginInput, req.body);
    const answer = await logInAdmin(
      {
        findByEmail: admins.findByEmail,
        record: auditLog.record,
        issueToken: (admin) => signer.sign({ sub: admin.id, role: 'admin' }, AUDIENCE.admin, ADMIN_SESSION),
      },
      credentials,
    );
    res.json(answer);
  });
}
