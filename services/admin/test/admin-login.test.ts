import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_STAFF } from '@easel/contracts';
import { AUDIENCE } from '@easel/service-kit';
import { startTestService, type TestService } from '@easel/service-kit/testing';
import { TOTP } from 'otpauth';
import request from 'supertest';
import { createAuditLogRepository } from '../src/data-access/audit-log-repository';
import { adminService } from '../src/service';

const MODERATOR = DEMO_STAFF[0];
const STEP_MS = 30_000;

describe('admin login', () => {
  let service: TestService<typeof adminService>;
  // The service's clock, moved by the tests: each sign-in with a code takes a step of its own.
  let clock = Date.parse('2026-06-01T09:00:00Z');
  const nextStep = () => (clock += STEP_MS);
  const ownerCode = (at = clock) => new TOTP({ secret: DEMO_ADMIN_TOTP_SECRET }).generate({ timestamp: at });
  beforeAll(async () => {
    service = await startTestService(adminService);
    await adminService.seed!(service.deps);
    service.deps.now = () => new Date(clock);
  }, 60_000);
  afterAll(() => service.stop());

  const logIn = (email: string, password: string, code?: string) =>
    request(service.app)
      .post('/admin/login')
      .send({ email, password, ...(code ? { code } : {}) });
  const me = (token: string) => request(service.app).get('/admin/me').set('authorization', `Bearer ${token}`);

  it('when the owner gives the password, then the code is asked for; with the code, an admin-audience token is answered and audited', async () => {
    nextStep();
    await logIn('Admin@Easel.example', DEMO_PASSWORD).expect(200, { status: 'code-required' });
    const res = await logIn('Admin@Easel.example', DEMO_PASSWORD, ownerCode()).expect(200);
    expect(res.body).toMatchObject({
      status: 'signed-in',
      admin: { id: DEMO_ADMIN.id, role: 'owner', totpEnabled: true },
    });
    const claims = await service.ctx.verifier.verify(res.body.token, AUDIENCE.admin);
    expect(claims).toMatchObject({ sub: DEMO_ADMIN.id, role: 'admin' });
    await expect(service.ctx.verifier.verify(res.body.token, AUDIENCE.user)).rejects.toThrow();
    expect(await createAuditLogRepository(service.ctx.db).actionsOf(DEMO_ADMIN.id)).toContain('admin.login');
  });

  it('when an admin without a second factor logs in, then the password alone signs them in', async () => {
    const res = await logIn(MODERATOR.email, DEMO_PASSWORD).expect(200);
    expect(res.body).toMatchObject({ status: 'signed-in', admin: { role: 'moderator', totpEnabled: false } });
    await me(res.body.token).expect(200);
  });

  it('when a code is used a second time, then it is refused; the code of the step before or after is taken once', async () => {
    nextStep();
    await logIn(DEMO_ADMIN.email, DEMO_PASSWORD, ownerCode()).expect(200);
    await logIn(DEMO_ADMIN.email, DEMO_PASSWORD, ownerCode()).expect(401, {
      message: 'This code has already been used: please wait for the next one',
    });
    await logIn(DEMO_ADMIN.email, DEMO_PASSWORD, ownerCode(clock + STEP_MS)).expect(200);
    nextStep();
    nextStep();
    // The step before the current one is still taken (a slow phone), but not once a later step was used.
    await logIn(DEMO_ADMIN.email, DEMO_PASSWORD, ownerCode(clock - STEP_MS)).expect(401);
    await logIn(DEMO_ADMIN.email, DEMO_PASSWORD, ownerCode()).expect(200);
  });

  it('when the code is wrong or two steps old, then a 401 says the code is wrong', async () => {
    nextStep();
    const wrong = { message: 'Wrong code: please enter the code your authenticator app shows now' };
    await logIn(DEMO_ADMIN.email, DEMO_PASSWORD, ownerCode(clock - 2 * STEP_MS)).expect(401, wrong);
    await logIn(DEMO_ADMIN.email, DEMO_PASSWORD, '000000').expect(401, wrong);
    await logIn(DEMO_ADMIN.email, DEMO_PASSWORD, ownerCode()).expect(200);
  });

  it('when the password is wrong or the e-mail unknown, then a 401 says "Wrong e-mail or password"', async () => {
    await logIn(DEMO_ADMIN.email, 'not-the-password').expect(401, { message: 'Wrong e-mail or password' });
    await logIn('nobody@easel.example', DEMO_PASSWORD).expect(401, { message: 'Wrong e-mail or password' });
  });

  it('when the e-mail is missing or the code is not 6 digits, then a 400 says so', async () => {
    await request(service.app)
      .post('/admin/login')
      .send({ password: 'x' })
      .expect(400, { message: 'Please enter your e-mail' });
    await logIn(DEMO_ADMIN.email, DEMO_PASSWORD, '12ab').expect(400, {
      message: 'Please enter the 6-digit code from your authenticator app',
    });
  });

  it('when /admin/me is asked with a user token, a non-admin role or no token, then it is refused', async () => {
    const userToken = await service.signer.sign({ sub: DEMO_ADMIN.id, role: 'admin' }, AUDIENCE.user);
    await me(userToken).expect(401);
    const wrongRole = await service.signer.sign({ sub: DEMO_ADMIN.id, role: 'user' }, AUDIENCE.admin);
    await me(wrongRole).expect(403);
    await request(service.app).get('/admin/me').expect(401);
  });

  it('when an admin token names an admin that no longer exists, then it is refused', async () => {
    const ghost = await service.signer.sign(
      { sub: '00000000-0000-4000-8000-000000000000', role: 'admin' },
      AUDIENCE.admin,
    );
    await me(ghost).expect(401);
  });

  it('when anyone tries to change or remove a line of the audit log, then the database refuses it', async () => {
    await logIn(MODERATOR.email, DEMO_PASSWORD).expect(200);
    const lines = () => service.ctx.db('audit_log').count<{ count: string }[]>('* as count');
    const before = await lines();
    await expect(service.ctx.db('audit_log').update({ action: 'nothing.happened' })).rejects.toThrow(/append-only/);
    await expect(service.ctx.db('audit_log').del()).rejects.toThrow(/append-only/);
    await expect(service.ctx.db.raw('truncate audit_log')).rejects.toThrow(/append-only/);
    expect(await lines()).toEqual(before);
  });
});
