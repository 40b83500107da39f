import { changePasswordInput, forgotPasswordInput, resetPasswordInput } from '@easel/contracts';
import { bodyOf, caller, parseInput, requireAuth, type Logger } from '@easel/service-kit';
import { Router } from 'express';
import type { IdentityDeps } from '../../domain/identity-deps';
import { changePassword } from '../../domain/password-change';
import { checkResetLink, requestPasswordReset, resetPassword, RESET_REQUESTED } from '../../domain/password-reset';
import { refreshCookie } from './refresh-cookie';

export function authRoutes(deps: IdentityDeps, logger: Logger): Router {
  const router = Router();
  const cookie = refreshCookie(deps.site.publicUrl);

  router.post('/auth/forgot-password', (req, res) => {
    const { email } = parseInput(forgotPasswordInput, bodyOf(req));
    // The work happens after the answer, so its timing cannot tell a known e-mail from an unknown one; the outbox sends the mail.
    requestPasswordReset(deps, email).catch((error: unknown) =>
      logger.error({ err: error }, 'the password reset could not be saved'),
    );
    res.json({ message: RESET_REQUESTED });
  });

  router.get('/auth/reset-password/:id', async (req, res) => {
    res.json(await checkResetLink(deps, req.params.id));
  });

  router.post('/auth/reset-password/:id', async (req, res) => {
    const { password } = parseInput(resetPasswordInput, bodyOf(req));
    res.json(await resetPassword(deps, req.params.id, password));
  });

  // Every session ends, this one too: the caller goes on in a new session, with its cookie.
  router.post('/auth/change-password', requireAuth, async (req, res) => {
    const { refreshToken, ...answer } = await changePassword(
      deps,
      caller(req).sub,
      parseInput(changePasswordInput, bodyOf(req)),
    );
    cookie.set(res, refreshToken).json(answer);
  });

  return router;
}
