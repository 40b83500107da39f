import { randomUUID } from 'node:crypto';
import { importPKCS8, importSPKI, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { NotAuthenticatedError } from '../errors';

export const ALGORITHM = 'EdDSA';
export const ISSUER = 'easel';
export const AUDIENCE = { user: 'easel', admin: 'easel-admin' } as const;
export type Audience = (typeof AUDIENCE)[keyof typeof AUDIENCE];

export interface TokenClaims {
  /** user or admin id */
  sub: string;
  role: string;
  /** token version: a password change bumps it, revoking older tokens */
  tv: number;
  /** token id, unique per token: lets the issuer revoke one token (logout) */
  jti?: string;
  /** expiry, seconds since the epoch; set on verified claims */
  exp?: number;
}

export interface TokenSigner {
  sign(claims: TokenClaims, audience: Audience, expiresIn?: string): Promise<string>;
}

export interface TokenVerifier {
  verify(token: string, audience: Audience): Promise<TokenClaims>;
}

export async function createTokenSigner(privateKeyPem: string): Promise<TokenSigner> {
  const key = await importPKCS8(privateKeyPem, ALGORITHM);
  return {
    sign: (claims, audience, expiresIn = '7d') =>
      new SignJWT({ role: claims.role, tv: claims.tv })
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

export async function createTokenVerifier(publicKeyPem: string): Promise<TokenVerifier> {
  const key = await importSPKI(publicKeyPem, ALGORITHM);
  return {
    async verify(token, audience) {
      let payload: JWTPayload;
      try {
        // Only our algorithm is accepted: "none" and HS256 tokens are refused before any key is used.
        ({ payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, audience, requiredClaims: ['exp', 'sub'] }));
      } catch {
        throw new NotAuthenticatedError('Your session is not valid, please log in again');
      }
      return { sub: String(payload.sub), role: String(payload.role), tv: Number(payload.tv ?? 0), jti: payload.jti, exp: payload.exp };
    },
  };
}
