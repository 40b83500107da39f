import { adminLoginInput } from '@easel/contracts';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import { logInAdmin } from '../../domain/admin-login';
import { adminTokens } from '../../domain/admin-tokens';

/**
 * POST /admin/login {email, password, code?} → signed in {token, admin}, or the code is needed, or an owner must set up
 * a second factor first (contracts/admin-sessions.ts). The token's audience is the admin area only.
 */
export function loginRoute(deps: AdminDeps): Router {
  const tokens = adminTokens(deps.signer);
  return Router().post('/admin/login', async (req, res) => {
    const answer = await logInAdmin(
      {
        findByEmail: deps.admins.findByEmail,
        failures: deps.loginFailures,
        useStep: deps.admins.useStep,
        record: (entry) => deps.auditLog.record(entry),
        issueToken: tokens.session,
        issueEnrolmentToken: tokens.enrolment,
        now: () => deps.now(),
      },
      parseInput(adminLoginInput, req.body),
    );
    res.json(answer);
  });
}
