import { loginInput } from '@easel/contracts';
import { AUDIENCE, parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import { logInAdmin } from '../../domain/admin-login';

const ADMIN_SESSION = '12h';

/** POST /admin/login {email, password} → {token, admin}; the token's audience is the admin area only. */
export function loginRoute(deps: AdminDeps): Router {
  return Router().post('/admin/login', async (req, res) => {
    const credentials = parseInput(loginInput, req.body);
    const signer = await deps.signer;
    const answer = await logInAdmin(
      {
        findByEmail: deps.admins.findByEmail,
        record: (entry) => deps.auditLog.record(entry),
        issueToken: (admin) => signer.sign({ sub: admin.id, role: 'admin' }, AUDIENCE.admin, ADMIN_SESSION),
      },
      credentials,
    );
    res.json(answer);
  });
}
