import { createHmac, createSign, generateKeyPairSync, sign } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { startTestService } from '@easel/service-kit/testing';
import { createIdentityDeps } from '../src/deps';
import { createIdentityService } from '../src/service';

export const GOOGLE_CLIENT_ID = 'easel-test.apps.googleusercontent.com';

/** Stands in for Google: its own RSA key, published under one key id. */
export function fakeGoogle() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const kid = 'test-key-1';
  return {
    certs: async () => ({ [kid]: publicKey }),
    /** An ID token as Google would sign it; `claims` and `key` override the good defaults. */
    idToken(claims: Record<string, unknown> = {}, key: string = privateKey) {
      const now = Math.floor(Date.now() / 1000);
      const payload = {
        iss: 'accounts.google.com',
        aud: GOOGLE_CLIENT_ID,
        sub: '1234567890',
        email: 'gwen@example.com',
        email_verified: true,
        given_name: 'Gwen',
        family_name: 'Gale',
        iat: now,
        exp: now + 3600,
        ...claims,
      };
      const signed = `${b64(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }))}.${b64(JSON.stringify(payload))}`;
      return `${signed}.${createSign('RSA-SHA256').update(signed).sign(key, 'base64url')}`;
    },
  };
}

export async function startIdentity(env: Record<string, string> = {}, google = fakeGoogle()) {
  const service = await startTestService(createIdentityService({ googleCerts: google.certs }), env);
  return { ...service, google };
}

export type TestIdentity = Awaited<ReturnType<typeof startIdentity>>;

/** A fresh relay over identity's database, as another replica or a restarted process would run it; tests tick it by hand. */
export const newRelay = async (service: TestIdentity, config: Partial<TestIdentity['ctx']['config']> = {}) =>
  (await createIdentityDeps({ ...service.ctx, config: { ...service.ctx.config, ...config } })).outbox;

export const b64 = (text: string) => Buffer.from(text).toString('base64url');

export const hs256 = (header: object, payload: object, secret: string) => {
  const signed = `${b64(JSON.stringify(header))}.${b64(JSON.stringify(payload))}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
};

/** A token signed with our Ed25519 key around any payload, as only the key's holder could make it. */
export const eddsa = (payload: object, privateKey: string) => {
  const signed = `${b64(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }))}.${b64(JSON.stringify(payload))}`;
  return `${signed}.${sign(null, Buffer.from(signed), privateKey).toString('base64url')}`;
};

let counter = 0;
const uniqueEmail = (name = 'user') => `${name}.${Date.now()}.${(counter += 1)}@example.com`;

export function customer(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Cleo',
    lastName: 'Collins',
    email: uniqueEmail('cleo'),
    password: 'correct-horse-1',
    ...overrides,
  };
}

export function artist(overrides: Record<string, unknown> = {}) {
  return customer({
    firstName: 'Mara',
    lastName: 'Okafor',
    role: 'user',
    artistName: `Mara Okafor ${(counter += 1)}`,
    email: uniqueEmail('mara'),
    ...overrides,
  });
}

/** Registers and answers the token and user, and the refresh token its cookie carries. */
export async function signUp(app: Express, body: Record<string, unknown> = customer()) {
  const res = await request(app).post('/auth/register').send(body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const answer = res.body as {
    token: string;
    user: { _id: string; email: string; slug: string | null; bookmarks: string[]; artistbookmarks: string[] };
  };
  return { ...answer, refreshToken: refreshTokenOf(res) };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The easel_refresh cookie a response sets, as its Set-Cookie line. */
export function refreshCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const lines = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return lines.find((line) => line.startsWith('easel_refresh='));
}

export function refreshTokenOf(res: { headers: Record<string, unknown> }): string {
  const value = /^easel_refresh=([^;]*)/.exec(refreshCookieOf(res) ?? '')?.[1];
  if (!value) throw new Error('no refresh cookie was set');
  return value;
}

/** The Cookie header a browser sends to /api/auth with the refresh token. */
export const withRefresh = (refreshToken: string) => ({ Cookie: `easel_refresh=${refreshToken}` });

/** The claims of a token, read without checking it. */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
