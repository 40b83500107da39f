import {
  adminActionInput,
  secondFactorCodeInput,
  type AdminLoginAnswer,
  type SecondFactorEnrolment,
} from '@easel/contracts';
import {
  caller,
  ConflictError,
  InputError,
  NotAllowedError,
  NotAuthenticatedError,
  parseInput,
  requireRole,
  SESSION_NOT_VALID,
} from '@easel/service-kit';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { profileOf, type AdminAccount } from '../../domain/admin';
import type { AdminDeps } from '../../domain/admin-deps';
import { CODE_USED, WRONG_CODE } from '../../domain/admin-login';
import { adminTokens, ENROLMENT_ROLE } from '../../domain/admin-tokens';
import { newSecondFactorSecret, secondFactorUri, stepOfCode } from '../../domain/second-factor';

const OWNER_KEEPS_IT = 'An owner must keep a second factor: ask another owner to reset it if your phone is lost';

/**
 * An admin's own second factor: set it up (the secret shown this once, as an otpauth:// link and as text), confirm it
 * with a code, or turn it off (not an owner: the role requires one). An owner without one reaches the set-up with the
 * short pass the sign-in gave them; confirming it answers their session.
 */
export function secondFactorRoutes(deps: AdminDeps): Router {
  const tokens = adminTokens(deps.signer);
  const selfOf = (res: Response) => res.locals.self as AdminAccount;
  const self = [
    requireRole('admin', ENROLMENT_ROLE),
    async (req: Request, res: Response, next: NextFunction) => {
      const account = await deps.admins.findAccount(caller(req).sub);
      if (!account || account.disabled) throw new NotAuthenticatedError(SESSION_NOT_VALID);
      res.locals.self = account;
      next();
    },
  ];

  return Router()
    .post('/admin/me/second-factor', ...self, async (_req, res) => {
      const account = selfOf(res);
      if (account.totpEnabled) throw new ConflictError('Your second factor is already set up');
      const secret = newSecondFactorSecret();
      await deps.admins.beginSecondFactor(account.id, secret);
      const answer: SecondFactorEnrolment = { secret, uri: secondFactorUri(secret, account.email) };
      res.json(answer);
    })
    .post('/admin/me/second-factor/confirm', ...self, async (req, res) => {
      const { code } = parseInput(secondFactorCodeInput, req.body);
      const account = selfOf(res);
      const secret = await deps.admins.pendingSecret(account.id);
      if (account.totpEnabled || !secret) throw new ConflictError('Please start setting up your second factor first');
      const step = stepOfCode(secret, code, deps.now());
      if (step === null) throw new InputError(WRONG_CODE);
      await deps.admins.confirmSecondFactor(account.id, step);
      const admin = { ...profileOf(account), totpEnabled: true };
      await deps.auditLog.record({
        adminId: admin.id,
        action: 'admin.second-factor-on',
        target: `admin:${admin.id}`,
        before: { totpEnabled: false },
        after: { totpEnabled: true },
      });
      const answer: AdminLoginAnswer = { status: 'signed-in', token: await tokens.session(admin), admin };
      res.json(answer);
    })
    .post('/admin/me/second-factor/off', requireRole('admin'), ...self, async (req, res) => {
      const { code, reason } = parseInput(secondFactorCodeInput.extend(adminActionInput.shape), req.body);
      const account = selfOf(res);
      if (account.role === 'owner') throw new NotAllowedError(OWNER_KEEPS_IT);
      if (!account.totpSecret) throw new ConflictError('You have no second factor to turn off');
      const step = stepOfCode(account.totpSecret, code, deps.now());
      if (step === null) throw new InputError(WRONG_CODE);
      if (!(await deps.admins.useStep(account.id, step))) throw new InputError(CODE_USED);
      await deps.admins.removeSecondFactor(account.id);
      await deps.auditLog.record({
        adminId: account.id,
        action: 'admin.second-factor-off',
        target: `admin:${account.id}`,
        reason,
        before: { totpEnabled: true },
        after: { totpEnabled: false },
      });
      res.json({ admin: { ...profileOf(account), totpEnabled: false } });
    });
}
