import { changePasswordInput, forgotPasswordInput, googleInput, loginInput, registerInput, resetPasswordInput, z } from '@easel/contracts';
import { caller, parseInput, type Logger } from '@easel/service-kit';
import { Router, type RequestHandler } from 'express';
import { login, register, WRONG_CREDENTIALS } from '../../domain/accounts';
import { signInWithGoogle } from '../../domain/google-sign-in';
import type { IdentityDeps } from '../../domain/identity-deps';
import { changePassword } from '../../domain/password-change';
import { requestPasswordReset, resetPassword, RESET_REQUESTED } from '../../domain/password-reset';
import { logout } from '../../domain/sessions';
import { bodyOf } from './request-body';

// An e-mail that cannot exist is just wrong credentials: the answer never says which field was wrong.
const loginCredentials = loginInput.extend({
  email: z.string({ error: 'Please enter your e-mail' }).trim().toLowerCase().min(1, 'Please enter your e-mail').max(254, WRONG_CREDENTIALS),
});

export function authRoutes(deps: IdentityDeps, signedIn: RequestHandler[], logger: Logger): Router {
  const router = Router();

  router.post('/auth/register', async (req, res) => {
    res.status(201).json(await register(deps, parseInput(registerInput, bodyOf(req))));
  });

  router.post('/auth/login', async (req, res) => {
    res.json(await login(deps, parseInput(loginCredentials, bodyOf(req))));
  });

  router.post('/auth/google', async (req, res) => {
    res.json(await signInWithGoogle(deps, parseInput(googleInput, bodyOf(req)).credential));
  });

  router.post('/auth/logout', ...signedIn, async (req, res) => {
    res.json(await logout(deps, caller(req)));
  });

  router.post('/auth/forgot-password', (req, res) => {
    const { email } = parseInput(forgotPasswordInput, bodyOf(req));
    // The work happens after the answer, so its timing cannot tell a known e-mail from an unknown one; the outbox sends the mail.
    requestPasswordReset(deps, email).catch((error: unknown) => logger.error({ err: error }, 'the password reset could not be saved'));
    res.json({ message: RESET_REQUESTED });
  });

  router.post('/auth/reset-password/:id', async (req, res) => {
    const { password } = parseInput(resetPasswordInput, bodyOf(req));
    res.json(await resetPassword(deps, req.params.id, password));
  });

  router.post('/auth/change-password', ...signedIn, async (req, res) => {
    res.json(await changePassword(deps, caller(req).sub, parseInput(changePasswordInput, bodyOf(req))));
  });

  return router;
}
