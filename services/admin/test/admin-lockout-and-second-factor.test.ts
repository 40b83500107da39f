import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_STAFF } from '@easel/contracts';
import { hashPassword } from '@easel/service-kit';
import { startTestService, type TestService } from '@easel/service-kit/testing';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { adminService } from '../src/service';

const [MODERATOR, EDITOR, SUPPORT] = DEMO_STAFF;
const STEP_MS = 30_000;
const codeOf = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

describe('admin sign-in: lockout, disabled admins and the second factor', () => {
  let service: TestService<typeof adminService>;
  let clock = Date.parse('2026-06-01T09:00:00Z');
  beforeAll(async () => {
    service = await startTestService(adminService);
    await adminService.seed!(service.deps);
    service.deps.now = () => new Date(clock);
  }, 60_000);
  afterAll(() => service.stop());

  const logIn = (body: object) => request(service.app).post('/admin/login').send(body);
  const as = (token: string) => ({
    get: (path: string) => request(service.app).get(path).set('authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) =>
      request(service.app).post(path).set('authorization', `Bearer ${token}`).send(body),
  });
  const auditActions = async () =>
    (await service.ctx.db('audit_log').orderBy('created_at').select('action', 'target', 'details')) as {
      action: string;
    }[];

  it('when five sign-ins fail in a row (password or code), then the account is locked for 15 minutes, even with the right password, and the lock is audited', async () => {
    const owner = { email: DEMO_ADMIN.email, password: DEMO_PASSWORD };
    for (let n = 0; n < 3; n += 1) await logIn({ ...owner, password: 'wrong-password' }).expect(401);
    await logIn({ ...owner, code: '000000' }).expect(401);
    await logIn({ ...owner, code: '000000' }).expect(429, {
      message: 'Too many failed attempts: this account is locked. Please try again in 15 minutes.',
    });
    clock += 5 * 60_000;
    await logIn({ ...owner, code: codeOf(DEMO_ADMIN_TOTP_SECRET, clock) }).expect(429, {
      message: 'Too many failed attempts: this account is locked. Please try again in 10 minutes.',
    });
    expect(await auditActions()).toContainEqual(
      expect.objectContaining({ action: 'admin.locked-out', target: `admin:${DEMO_ADMIN.id}` }),
    );
    clock += 10 * 60_000;
    await logIn({ ...owner, code: codeOf(DEMO_ADMIN_TOTP_SECRET, clock) }).expect(200);
  });

  it('when a sign-in succeeds, then the failures before it are forgotten', async () => {
    const editor = { email: EDITOR.email, password: DEMO_PASSWORD };
    for (let n = 0; n < 4; n += 1) await logIn({ ...editor, password: 'wrong-password' }).expect(401);
    await logIn(editor).expect(200);
    for (let n = 0; n < 4; n += 1) await logIn({ ...editor, password: 'wrong-password' }).expect(401);
    await logIn(editor).expect(200);
  });

  it('when an unknown e-mail fails five times, then it is "locked" just like a known one, so the lock tells nothing', async () => {
    for (let n = 0; n < 4; n += 1)
      await logIn({ email: 'nobody@easel.example', password: 'guess-guess' }).expect(401, {
        message: 'Wrong e-mail or password',
      });
    await logIn({ email: 'nobody@easel.example', password: 'guess-guess' }).expect(429);
  });

  it('when an admin is disabled, then their token is refused at once and they cannot sign in', async () => {
    const { body } = await logIn({ email: SUPPORT.email, password: DEMO_PASSWORD }).expect(200);
    await as(body.token).get('/admin/me').expect(200);
    await service.deps.admins.change(SUPPORT.id, { disabled: true });
    await as(body.token).get('/admin/me').expect(401);
    await logIn({ email: SUPPORT.email, password: DEMO_PASSWORD }).expect(403, {
      message: 'This admin account is disabled: please ask an owner',
    });
    await service.deps.admins.change(SUPPORT.id, { disabled: false });
  });

  it('when an owner has no second factor, then sign-in gives only a set-up pass; once a code confirms it, they are signed in and need a code next time', async () => {
    const admins = service.deps.admins;
    await admins.insert({
      email: 'new-owner@easel.example',
      name: 'Nia Owner',
      passwordHash: await hashPassword('a-long-passphrase-9'),
      role: 'owner',
    });
    const credentials = { email: 'new-owner@easel.example', password: 'a-long-passphrase-9' };
    const { body } = await logIn(credentials).expect(200);
    expect(body).toMatchObject({ status: 'enrolment-required', admin: { role: 'owner', totpEnabled: false } });
    const pass = as(body.token);
    await pass.get('/admin/me').expect(403);
    await pass.get('/admin/admins').expect(403);

    const { body: enrolment } = await pass.post('/admin/me/second-factor').expect(200);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Easel%20admin:new-owner%40easel\.example\?.*secret=/);
    await pass.post('/admin/me/second-factor/confirm', { code: '000000' }).expect(400);
    const { body: signedIn } = await pass
      .post('/admin/me/second-factor/confirm', { code: codeOf(enrolment.secret, clock) })
      .expect(200);
    expect(signedIn).toMatchObject({ status: 'signed-in', admin: { totpEnabled: true } });
    await as(signedIn.token).get('/admin/admins').expect(200);
    // The secret is never answered again, and the confirming code cannot sign in as well.
    await as(signedIn.token).post('/admin/me/second-factor').expect(409);
    await logIn({ ...credentials, code: codeOf(enrolment.secret, clock) }).expect(401);
    clock += STEP_MS;
    await logIn(credentials).expect(200, { status: 'code-required' });
    await logIn({ ...credentials, code: codeOf(enrolment.secret, clock) }).expect(200);
    expect((await auditActions()).map((line) => line.action)).toContain('admin.second-factor-on');
    // At rest the secret is sealed: the database alone cannot make codes.
    const stored = await service.ctx.db('admins').where({ email: 'new-owner@easel.example' }).first('totp_secret');
    expect(stored.totp_secret).toMatch(/^v1\./);
    expect(stored.totp_secret).not.toContain(enrolment.secret);
  });

  it('when a moderator sets up a second factor and turns it off with a code, then it works; an owner cannot turn theirs off', async () => {
    const { body } = await logIn({ email: MODERATOR.email, password: DEMO_PASSWORD }).expect(200);
    const moderator = as(body.token);
    const { body: enrolment } = await moderator.post('/admin/me/second-factor').expect(200);
    await moderator.post('/admin/me/second-factor/confirm', { code: codeOf(enrolment.secret, clock) }).expect(200);
    clock += STEP_MS;
    await moderator
      .post('/admin/me/second-factor/off', { code: codeOf(enrolment.secret, clock), reason: 'New phone' })
      .expect(200);
    await logIn({ email: MODERATOR.email, password: DEMO_PASSWORD }).expect(200);

    clock += STEP_MS;
    const { body: owner } = await logIn({
      email: DEMO_ADMIN.email,
      password: DEMO_PASSWORD,
      code: codeOf(DEMO_ADMIN_TOTP_SECRET, clock),
    }).expect(200);
    clock += STEP_MS;
    await as(owner.token)
      .post('/admin/me/second-factor/off', { code: codeOf(DEMO_ADMIN_TOTP_SECRET, clock), reason: 'Tired of it' })
      .expect(403, {
        message: 'An owner must keep a second factor: ask another owner to reset it if your phone is lost',
      });
  });
});
