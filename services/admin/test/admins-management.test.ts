import { ADMIN_FORBIDDEN, DEMO_ADMIN, DEMO_STAFF } from '@easel/contracts';
import { AUDIENCE } from '@easel/service-kit';
import { startTestService, type TestService } from '@easel/service-kit/testing';
import request from 'supertest';
import { adminService } from '../src/service';

const [MODERATOR, , SUPPORT] = DEMO_STAFF;

describe('admins management (owners only)', () => {
  let service: TestService<typeof adminService>;
  beforeAll(async () => {
    service = await startTestService(adminService);
    await adminService.seed!(service.deps);
  }, 60_000);
  afterAll(() => service.stop());

  const tokenOf = (id: string) => service.signer.sign({ sub: id, role: 'admin' }, AUDIENCE.admin);
  const as = async (id: string) => {
    const auth = { authorization: `Bearer ${await tokenOf(id)}` };
    return {
      get: (path: string) => request(service.app).get(path).set(auth),
      post: (path: string, body: object = {}) => request(service.app).post(path).set(auth).send(body),
      put: (path: string, body: object) => request(service.app).put(path).set(auth).send(body),
    };
  };
  const lastAudit = async () =>
    (await service.ctx
      .db('audit_log')
      .orderBy('created_at', 'desc')
      .first('admin_id', 'action', 'target', 'reason', 'before', 'after')) as Record<string, unknown>;

  it('when a moderator (or any role but owner) asks for the admins or acts on one, then 403', async () => {
    const moderator = await as(MODERATOR.id);
    await moderator.get('/admin/admins').expect(403, { message: ADMIN_FORBIDDEN });
    await moderator
      .post('/admin/admins', { email: 'x@easel.example', name: 'X', role: 'editor', reason: 'Hiring' })
      .expect(403);
    await moderator.post(`/admin/admins/${SUPPORT.id}/disable`, { reason: 'Because' }).expect(403);
  });

  it('when the owner lists the admins, then each shows with role, refund right, second factor and state, never a secret', async () => {
    const { body } = await (await as(DEMO_ADMIN.id)).get('/admin/admins').expect(200);
    expect(body.admins).toHaveLength(4);
    expect(body.admins[0]).toEqual({
      id: DEMO_ADMIN.id,
      email: DEMO_ADMIN.email,
      name: 'Ada Admin',
      role: 'owner',
      canRefund: false,
      totpEnabled: true,
      disabled: false,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toMatch(/secret|hash/i);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
  });

  it('when the owner asks a page past the list or no page at all, then an empty page or 400 with the message', async () => {
    const owner = await as(DEMO_ADMIN.id);
    expect((await owner.get('/admin/admins?page=2').expect(200)).body).toMatchObject({ admins: [], total: 4, page: 2 });
    await owner.get('/admin/admins?page=0').expect(400, { message: 'Page must be 1 or more' });
    await owner.get('/admin/admins?page=two').expect(400, { message: 'Page must be a number' });
  });

  it('when the owner invites an admin without a password, then one is made, shown once, works, and the invite is audited', async () => {
    const owner = await as(DEMO_ADMIN.id);
    const invite = {
      email: 'Rita@Easel.example',
      name: 'Rita Refunds',
      role: 'support',
      canRefund: true,
      reason: 'Joins support',
    };
    const { body } = await owner.post('/admin/admins', invite).expect(201);
    expect(body.admin).toMatchObject({
      email: 'rita@easel.example',
      role: 'support',
      canRefund: true,
      totpEnabled: false,
      disabled: false,
    });
    expect(body.initialPassword).toMatch(/^.{12,}$/);
    expect(await lastAudit()).toMatchObject({
      admin_id: DEMO_ADMIN.id,
      action: 'admin.create',
      target: `admin:${body.admin.id}`,
      reason: 'Joins support',
      before: null,
      after: { email: 'rita@easel.example', role: 'support', canRefund: true, disabled: false, totpEnabled: false },
    });
    await request(service.app)
      .post('/admin/login')
      .send({ email: 'rita@easel.example', password: body.initialPassword })
      .expect(200);
    await owner.post('/admin/admins', invite).expect(409, { message: 'There is already an admin with this e-mail' });
    await owner.post('/admin/admins', { ...invite, email: 'weak@easel.example', password: 'short' }).expect(400, {
      message: "An admin's password must be at least 12 characters",
    });
    await owner
      .post('/admin/admins', { ...invite, email: 'why@easel.example', reason: '' })
      .expect(400, { message: 'Please give a reason' });
  });

  it('when the owner changes a role or the refund right, then it counts at once and the audit line keeps before and after', async () => {
    const owner = await as(DEMO_ADMIN.id);
    await owner.put(`/admin/admins/${SUPPORT.id}`, { canRefund: true, reason: 'Handles refunds now' }).expect(200);
    expect(await lastAudit()).toMatchObject({
      action: 'admin.change',
      target: `admin:${SUPPORT.id}`,
      reason: 'Handles refunds now',
      before: { role: 'support', canRefund: false },
      after: { role: 'support', canRefund: true },
    });
    await owner.put(`/admin/admins/${MODERATOR.id}`, { canRefund: true, reason: 'Refunds' }).expect(409, {
      message: 'The refund right is for support admins: owners always have it',
    });
    await owner.put(`/admin/admins/${MODERATOR.id}`, { role: 'owner', reason: 'Promotion' }).expect(409, {
      message: 'An owner needs a second factor: this admin must set one up before becoming an owner',
    });
    await owner.put(`/admin/admins/${MODERATOR.id}`, { role: 'editor', reason: 'Moves to the magazine' }).expect(200);
    await (await as(MODERATOR.id)).get('/admin/admins').expect(403);
    await owner
      .put(`/admin/admins/${MODERATOR.id}`, { role: 'wizard', reason: 'Magic' })
      .expect(400, { message: 'Role must be owner, moderator, editor or support' });
    await owner.put(`/admin/admins/${MODERATOR.id}`, { role: 'moderator', reason: 'Back to moderation' }).expect(200);
  });

  it('when the owner disables an admin, then their token is refused, enabling lets them back, and both are audited', async () => {
    const owner = await as(DEMO_ADMIN.id);
    const support = await as(SUPPORT.id);
    await owner.post(`/admin/admins/${SUPPORT.id}/disable`, { reason: 'Left the team' }).expect(200);
    expect(await lastAudit()).toMatchObject({
      action: 'admin.disable',
      before: { disabled: false },
      after: { disabled: true },
    });
    await support.get('/admin/me').expect(401);
    await owner.post(`/admin/admins/${SUPPORT.id}/enable`, { reason: 'Came back' }).expect(200);
    expect(await lastAudit()).toMatchObject({
      action: 'admin.enable',
      before: { disabled: true },
      after: { disabled: false },
    });
    await support.get('/admin/me').expect(200);
  });

  it('when the only owner would disable themselves or stop being an owner, then it is refused; with a second owner, the last one stays', async () => {
    const owner = await as(DEMO_ADMIN.id);
    await owner
      .post(`/admin/admins/${DEMO_ADMIN.id}/disable`, { reason: 'Leaving' })
      .expect(409, { message: 'You cannot do this to your own account' });
    await owner.put(`/admin/admins/${DEMO_ADMIN.id}`, { role: 'editor', reason: 'Stepping down' }).expect(409, {
      message: 'The marketplace needs at least one owner: make another admin an owner first',
    });
    const admins = service.deps.admins;
    const second = await admins.insert({
      email: 'bo@easel.example',
      name: 'Bo Owner',
      passwordHash: 'x',
      role: 'owner',
      totpSecret: 'JBSWY3DPEHPK3PXP',
    });
    await owner.put(`/admin/admins/${second!.id}`, { role: 'editor', reason: 'Only edits' }).expect(200);
    await owner.put(`/admin/admins/${second!.id}`, { role: 'owner', reason: 'Back to owner' }).expect(200);
    // Bo now steps Ada down: allowed, as Bo stays; then Ada's token no longer manages admins.
    await (
      await as(second!.id)
    )
      .put(`/admin/admins/${DEMO_ADMIN.id}`, { role: 'editor', reason: 'Ada moves to editing' })
      .expect(200);
    await owner.get('/admin/admins').expect(403);
    await (await as(second!.id)).put(`/admin/admins/${second!.id}`, { role: 'editor', reason: 'Me too' }).expect(409);
    await (
      await as(second!.id)
    )
      .put(`/admin/admins/${DEMO_ADMIN.id}`, { role: 'owner', reason: 'Ada is back' })
      .expect(200);
  });

  it("when the owner resets an admin's second factor, then it is gone and audited; an owner so reset must set it up again", async () => {
    const owner = await as(DEMO_ADMIN.id);
    const bo = await service.deps.admins.findByEmail('bo@easel.example');
    await owner.post(`/admin/admins/${bo!.id}/reset-second-factor`, { reason: 'Lost phone' }).expect(200);
    expect(await lastAudit()).toMatchObject({
      action: 'admin.second-factor-reset',
      before: { totpEnabled: true },
      after: { totpEnabled: false },
    });
    await (await as(bo!.id)).get('/admin/me').expect(401);
    await owner.post(`/admin/admins/${bo!.id}/reset-second-factor`, { reason: 'Again' }).expect(409);
    await owner.post(`/admin/admins/${DEMO_ADMIN.id}/reset-second-factor`, { reason: 'Mine' }).expect(409);
  });

  it('when the admin named is not an id or not there, then 404', async () => {
    const owner = await as(DEMO_ADMIN.id);
    await owner
      .post('/admin/admins/not-an-id/disable', { reason: 'Because' })
      .expect(404, { message: 'There is no such admin' });
    await owner.post('/admin/admins/00000000-0000-4000-8000-000000000000/disable', { reason: 'Because' }).expect(404);
  });
});
