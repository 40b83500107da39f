import type { NextFunction, Request, Response } from 'express';
import { NotAllowedError, NotAuthenticatedError } from '../errors';
import type { Audience, TokenClaims, TokenVerifier } from './tokens';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: TokenClaims;
  }
}

export interface AuthenticateOptions {
  audience: Audience;
  /** Lets the token's issuer refuse tokens it has revoked (e.g. after a password change). */
  isRevoked?: (claims: TokenClaims) => Promise<boolean>;
}

/** Reads a bearer token when one is sent; a bad token is a 401, no token is a visitor. */
export function authenticate(verifier: TokenVerifier, { audience, isRevoked }: AuthenticateOptions) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new NotAuthenticatedError('Your session is not valid, please log in again');
    const claims = await verifier.verify(token, audience);
    if (isRevoked && (await isRevoked(claims))) throw new NotAuthenticatedError('Your session has ended, please log in again');
    req.auth = claims;
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
