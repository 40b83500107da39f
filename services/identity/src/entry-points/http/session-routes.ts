import { googleInput, loginInput, registerInput, z } from '@easel/contracts';
import { AUDIENCE, bodyOf, parseInput, type TokenVerifier } from '@easel/service-kit';
import cookieParser from 'cookie-parser';
import { Router, type Request } from 'express';
import { login, register, WRONG_CREDENTIALS } from '../../domain/accounts';
import { signInWithGoogle } from '../../domain/google-sign-in';
import type { IdentityDeps } from '../../domain/identity-deps';
import { logout, renewSession } from '../../domain/sessions';
import { deviceCookie, refreshCookie } from './refresh-cookie';

// An e-mail that cannot exist is just wrong credentials: the answer never says which field was wrong.
const loginCredentials = loginInput.extend({
  email: z
    .string({ error: 'Please enter your e-mail' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your e-mail')
    .max(254, WRONG_CREDENTIALS),
});

/**
 * Calls that start, renew or end a session. They run before the bearer check (buildServiceApp): a stale token left in
 * the browser must not stop anyone from logging in or out. Each answer's refresh token goes into the cookie only.
 */
export function sessionRoutes(deps: IdentityDeps, verifier: TokenVerifier): Router {
  const router = Router().use('/auth', cookieParser());
  const cookie = refreshCookie(deps.site.publicUrl);
  const device = deviceCookie(deps.site.publicUrl);

  router.post('/auth/register', async (req, res) => {
    const { refreshToken, ...answer } = await register(deps, parseInput(registerInput, bodyOf(req)));
    cookie.set(res, refreshToken).status(201).json(answer);
  });

  router.post('/auth/login', async (req, res) => {
    const from = { ip: req.ip ?? 'unknown', deviceCookie: device.read(req) };
    const {
      refreshToken,
      deviceCookie: signedDevice,
      ...answer
    } = await login(deps, parseInput(loginCredentials, bodyOf(req)), from);
    device.set(res, signedDevice);
    cookie.set(res, refreshToken).json(answer);
  });

  router.post('/auth/google', async (req, res) => {
    const { refreshToken, ...answer } = await signInWithGoogle(deps, parseInput(googleInput, bodyOf(req)).credential);
    cookie.set(res, refreshToken).json(answer);
  });

  router.post('/auth/refresh', async (req, res) => {
    try {
      const { refreshToken, token } = await renewSession(deps, cookie.read(req));
      cookie.set(res, refreshToken).json({ token });
    } catch (error) {
      cookie.clear(res);
      throw error;
    }
  });

  router.post('/auth/logout', async (req, res) => {
    const claims = await bearerClaims(req, verifier);
    cookie.clear(res).json(await logout(deps, { sid: claims?.sid, refreshToken: cookie.read(req) }));
  });

  return router;
}

/** The claims of a well-signed user token, even an expired one; nothing for a missing or bad one. */
async function bearerClaims(req: Request, verifier: TokenVerifier) {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return undefined;
  return verifier.verify(token, AUDIENCE.user, { allowExpired: true }).catch(() => undefined);
}
