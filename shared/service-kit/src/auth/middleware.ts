import type { NextFunction, Request, Response } from 'express';
import { NotAllowedError, NotAuthenticatedError } from '../errors';
import { SESSION_NOT_VALID, type Audience, type TokenClaims, type TokenVerifier } from './tokens';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: TokenClaims;
  }
}

export interface AuthenticateOptions {
  audience: Audience;
}

/**
 * Reads a bearer token when one is sent; a bad token or an ended session is a 401, no token is a visitor.
 * Every service runs it on every request (buildServiceApp) with the context's verifier, which refuses ended sessions.
 */
export function authenticate(verifier: TokenVerifier, { audience }: AuthenticateOptions) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new NotAuthenticatedError(SESSION_NOT_VALID);
    req.auth = await verifier.verify(token, audience);
    next();
  };
}

export function requireAuth(req: Request, _res: Response, next: NextFunction) {
  if (!req.auth) throw new NotAuthenticatedError();
  next();
}

export function requireRole(...roles: string[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.auth) throw new NotAuthenticatedError();
    if (!roles.includes(req.auth.role)) throw new NotAllowedError();
    next();
  };
}

/** The signed-in caller; for handlers behind requireAuth. */
export function caller(req: Request): TokenClaims {
  if (!req.auth) throw new NotAuthenticatedError();
  return req.auth;
}
