import { randomUUID } from 'node:crypto';
import { errors, importPKCS8, importSPKI, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { NotAuthenticatedError } from '../errors';

export const ALGORITHM = 'EdDSA';
export const ISSUER = 'easel';
export const AUDIENCE = { user: 'easel', admin: 'easel-admin' } as const;
export type Audience = (typeof AUDIENCE)[keyof typeof AUDIENCE];

/** An access token lives 15 minutes: once its session has ended it cannot be renewed, so it is dead soon after. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

export const SESSION_NOT_VALID = 'Your session is not valid, please log in again';
export const SESSION_ENDED = 'Your session has ended, please log in again';

export interface TokenClaims {
  /** user or admin id */
  sub: string;
  role: string;
  /** session id: one per login, shared by every token its refresh chain makes; ending it refuses them all */
  sid: string;
  /** token id, unique per token */
  jti?: string;
  /** expiry, seconds since the epoch; set on verified claims */
  exp?: number;
}

/** What a token is signed with; without a sid the token is a session of its own (an admin login, a test). */
export type NewTokenClaims = Pick<TokenClaims, 'sub' | 'role'> & { sid?: string };

export interface TokenSigner {
  sign(claims: NewTokenClaims, audience: Audience, expiresIn?: string): Promise<string>;
}

export interface VerifyOptions {
  /** Reads a well-signed token even when it has expired: logging out names its session that way. */
  allowExpired?: boolean;
}

export interface TokenVerifier {
  verify(token: string, audience: Audience, options?: VerifyOptions): Promise<TokenClaims>;
}

export async function createTokenSigner(privateKeyPem: string): Promise<TokenSigner> {
  const key = await importPKCS8(privateKeyPem, ALGORITHM);
  return {
    sign: (claims, audience, expiresIn = `${ACCESS_TOKEN_LIFETIME_SECONDS}s`) =>
      new SignJWT({ role: claims.role, sid: claims.sid ?? randomUUID() })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
  };
}

/** Checks the signature, algorithm, issuer, audience and expiry; a token without a session id (an old `tv` one) is not valid. */
export async function createTokenVerifier(publicKeyPem: string): Promise<TokenVerifier> {
  const key = await importSPKI(publicKeyPem, ALGORITHM);
  return {
    async verify(token, audience, { allowExpired = false } = {}) {
      let payload: JWTPayload;
      try {
        // Only our algorithm is accepted: "none" and HS256 tokens are refused before any key is used.
        ({ payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience,
          requiredClaims: ['exp', 'sub', 'sid'],
        }));
      } catch (error) {
        // jose checks expiry last, after the signature and every other claim: an expired token's payload is otherwise good.
        if (!(allowExpired && error instanceof errors.JWTExpired && error.claim === 'exp'))
          throw new NotAuthenticatedError(SESSION_NOT_VALID);
        payload = error.payload;
      }
      if (typeof payload.sid !== 'string' || payload.sid === '') throw new NotAuthenticatedError(SESSION_NOT_VALID);
      return {
        sub: String(payload.sub),
        role: String(payload.role),
        sid: payload.sid,
        jti: payload.jti,
        exp: payload.exp,
      };
    },
  };
}
