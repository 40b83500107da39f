import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import platform from '../../platform';

// Tokens an attacker makes (alg none, HS256 with the public key, a tampered payload, a key of their own) and tokens
// with good signatures but wrong claims, signed with the platform's own key from its data dir: the latter prove that
// every service checks exp, aud and iss, not only the signature.

export type Claims = Record<string, unknown>;

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const keyFile = (name: string) => fs.readFileSync(path.join(platform.dataDir, 'keys', name), 'utf8');

const publicKeyPem = () => keyFile('auth-public.pem');

export function claimsOf(token: string): Claims {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;
}

export function unsignedToken(claims: Claims): string {
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** HS256 with the public key's PEM as the HMAC secret: the classic algorithm confusion. */
export function hs256WithPublicKey(claims: Claims): string {
  const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${input}.${createHmac('sha256', publicKeyPem()).update(input).digest('base64url')}`;
}

function eddsa(
  claims: Claims,
  privateKey: string | ReturnType<typeof generateKeyPairSync>['privateKey'],
  header: Claims = {},
): string {
  const input = `${part({ alg: 'EdDSA', typ: 'JWT', ...header })}.${part(claims)}`;
  return `${input}.${sign(null, Buffer.from(input), privateKey).toString('base64url')}`;
}

/** Signed with the platform's real key: only the claims are wrong. */
export const signedByPlatform = (claims: Claims) => eddsa(claims, keyFile('auth-private.pem'));

/** Signed with a key the attacker made, its public half offered in the header (jwk), as if the server should trust it. */
export function signedWithOwnKey(claims: Claims): string {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return eddsa(claims, privateKey, { jwk: publicKey.export({ format: 'jwk' }) });
}

/** The payload changed, the original signature kept. */
export function tampered(token: string, changes: Claims): string {
  const [header, , signature] = token.split('.');
  return `${header}.${part({ ...claimsOf(token), ...changes })}.${signature}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
