import { DEMO_ADMIN, DEMO_PASSWORD } from '@easel/contracts';
import { AUDIENCE } from '@easel/service-kit';
import { startTestService } from '@easel/service-kit/src/testing';
import request from 'supertest';
import { createAuditLogRepository } from '../src/data-access/audit-log-repository';
import { adminService } from '../src/service';

describe('admin login', () => {
  let service: Awaited<ReturnType<typeof startTestService<typeof adminService.configShape>>>;
  beforeAll(async () => {
    service = await startTestService(adminService);
    await adminService.seed!(service.ctx);
  }, 60_000);
  afterAll(() => service.stop());

  const logIn = (email: string, password: string) => request(service.app).post('/admin/login').send({ email, password });

  it('when the demo admin logs in, then an admin-audience token for them is answered and the login is audited', async () => {
    const res = await logIn('Admin@Easel.example', DEMO_PASSWORD).expect(200);
    const claims = await service.ctx.verifier.verify(res.body.token, AUDIENCE.admin);
    expect(claims).toMatchObject({ sub: DEMO_ADMIN.id, role: 'admin' });
    await expect(service.ctx.verifier.verify(res.body.token, AUDIENCE.user)).rejects.toThrow();
    expect(await createAuditLogRepository(service.ctx.db).actionsOf(DEMO_ADMIN.id)).toContain('admin.login');
  });

  it('when the password is wrong or the e-mail unknown, then a 401 says "Wrong e-mail or password"', async () => {
    await logIn(DEMO_ADMIN.email, 'not-the-password').expect(401, { message: 'Wrong e-mail or password' });
    await logIn('nobody@easel.example', DEMO_PASSWORD).expect(401, { message: 'Wrong e-mail or password' });
  });

  it('when the e-mail is missing, then a 400 asks for it', async () => {
    await request(service.app).post('/admin/login').send({ password: 'x' }).expect(400, { message: 'Please enter your e-mail' });
  });

  it('when /admin/me is asked with an admin token, then the admin is answered', async () => {
    const { body } = await logIn(DEMO_ADMIN.email, DEMO_PASSWORD).expect(200);
    const res = await request(service.app).get('/admin/me').set('authorization', `Bearer ${body.token}`).expect(200);
    expect(res.body).toEqual({
      admin: { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email, name: 'Ada Admin', role: 'owner', canRefund: false, totpEnabled: false },
    });
  });

  it('when /admin/me is asked with a user token, a non-admin role or no token, then it is refused', async () => {
    const userToken = await service.signer.sign({ sub: DEMO_ADMIN.id, role: 'admin' }, AUDIENCE.user);
    await request(service.app).get('/admin/me').set('authorization', `Bearer ${userToken}`).expect(401);
    const wrongRole = await service.signer.sign({ sub: DEMO_ADMIN.id, role: 'user' }, AUDIENCE.admin);
    await request(service.app).get('/admin/me').set('authorization', `Bearer ${wrongRole}`).expect(403);
    await request(service.app).get('/admin/me').expect(401);
  });

  it('when an admin token names an admin that no longer exists, then it is refused', async () => {
    const ghost = await service.signer.sign({ sub: '00000000-0000-4000-8000-000000000000', role: 'admin' }, AUDIENCE.admin);
    await request(service.app).get('/admin/me').set('authorization', `Bearer ${ghost}`).expect(401);
  });

  it('when anyone tries to change or remove a line of the audit log, then the database refuses it', async () => {
    await logIn(DEMO_ADMIN.email, DEMO_PASSWORD).expect(200);
    const lines = () => service.ctx.db('audit_log').count<{ count: string }[]>('* as count');
    const before = await lines();
    await expect(service.ctx.db('audit_log').update({ action: 'nothing.happened' })).rejects.toThrow(/append-only/);
    await expect(service.ctx.db('audit_log').del()).rejects.toThrow(/append-only/);
    await expect(service.ctx.db.raw('truncate audit_log')).rejects.toThrow(/append-only/);
    expect(await lines()).toEqual(before);
  });
});
