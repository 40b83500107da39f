import { createHmac, generateKeyPairSync, sign as signBytes } from 'node:crypto';
import { AUDIENCE, createTokenSigner, createTokenVerifier } from '../src/auth/tokens';
import { testKeyPair } from '../src/testing';

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const claims = { sub: 'u1', role: 'customer', sid: 's1' };

describe('access tokens', () => {
  const keys = testKeyPair();
  let verifier: Awaited<ReturnType<typeof createTokenVerifier>>;
  let verify: (token: string) => Promise<unknown>;
  let sign: (audience?: 'easel' | 'easel-admin', expiresIn?: string) => Promise<string>;

  beforeAll(async () => {
    verifier = await createTokenVerifier(keys.publicKey);
    const signer = await createTokenSigner(keys.privateKey);
    verify = (token) => verifier.verify(token, AUDIENCE.user);
    sign = (audience = AUDIENCE.user, expiresIn) => signer.sign(claims, audience, expiresIn);
  });

  it('when a token is signed by our key for our audience, then its claims are read', async () => {
    await expect(verify(await sign())).resolves.toMatchObject({ sub: 'u1', role: 'customer', sid: 's1' });
  });

  it('when a token says alg none, then it is refused', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iss: 'easel', aud: 'easel', exp: now() + 60 })}.`;
    await expect(verify(token)).rejects.toMatchObject({ status: 401 });
  });

  it('when a token is HS256-signed with the public key as secret, then it is refused', async () => {
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, iss: 'easel', aud: 'easel', exp: now() + 60 })}`;
    const token = `${body}.${createHmac('sha256', keys.publicKey).update(body).digest('base64url')}`;
    await expect(verify(token)).rejects.toMatchObject({ status: 401 });
  });

  it('when a token is signed by another key, then it is refused', async () => {
    const other = generateKeyPairSync('ed25519', {
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const token = await (await createTokenSigner(other.privateKey)).sign(claims, AUDIENCE.user);
    await expect(verify(token)).rejects.toMatchObject({ status: 401 });
  });

  it('when a token has expired, then it is refused', async () => {
    await expect(verify(await sign(AUDIENCE.user, '-1m'))).rejects.toMatchObject({ status: 401 });
  });

  it('when a token is for the admin audience, then the user audience refuses it', async () => {
    await expect(verify(await sign(AUDIENCE.admin))).rejects.toMatchObject({ status: 401 });
  });

  it('when a token is tampered with after signing, then it is refused', async () => {
    const [head, , signature] = (await sign()).split('.');
    const forged = `${head}.${b64({ ...claims, role: 'admin', iss: 'easel', aud: 'easel', exp: now() + 60 })}.${signature}`;
    await expect(verify(forged)).rejects.toMatchObject({ status: 401 });
  });

  it('when a token is signed without a session id, then it gets one of its own, lasting 15 minutes', async () => {
    const token = await (
      await createTokenSigner(keys.privateKey)
    ).sign({ sub: 'admin-1', role: 'admin' }, AUDIENCE.user);
    const read = await verifier.verify(token, AUDIENCE.user);
    expect(read.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(read.exp! - now()).toBeGreaterThan(14 * 60);
    expect(read.exp! - now()).toBeLessThanOrEqual(15 * 60);
  });

  it.each([
    ['a token version and no session id (the 7-day tokens)', { tv: 0 }],
    ['an empty session id', { sid: '' }],
    ['a session id that is not a string', { sid: 42 }],
  ])('when a well-signed token carries %s, then it is refused as not valid', async (_case, extra) => {
    const body = `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64({ sub: 'u1', role: 'customer', iss: 'easel', aud: 'easel', exp: now() + 60, ...extra })}`;
    const token = `${body}.${signBytes(null, Buffer.from(body), keys.privateKey).toString('base64url')}`;
    await expect(verify(token)).rejects.toMatchObject({
      status: 401,
      message: 'Your session is not valid, please log in again',
    });
  });

  it('when an expired token is read to log out, then its claims come back; a forged one is still refused', async () => {
    const expired = await sign(AUDIENCE.user, '-1m');
    await expect(verifier.verify(expired, AUDIENCE.user, { allowExpired: true })).resolves.toMatchObject({
      sub: 'u1',
      sid: 's1',
    });
    await expect(verifier.verify(expired, AUDIENCE.admin, { allowExpired: true })).rejects.toMatchObject({
      status: 401,
    });
    const [head, body] = expired.split('.');
    await expect(
      verifier.verify(`${head}.${body}.${b64('forged')}`, AUDIENCE.user, { allowExpired: true }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
