import { ADMIN_FORBIDDEN } from '@easel/contracts';
import type { AdminOrderDetail } from '@easel/contracts';
import { AUDIENCE } from '@easel/service-kit';
import { serveLocally, startTestService, type TestService } from '@easel/service-kit/testing';
import express from 'express';
import request from 'supertest';
import { lastWeeks } from '../src/domain/dashboard';
import { adminService } from '../src/service';

const STAFF = {
  owner: {
    id: '0a0d1e5c-0000-4000-8000-000000000011',
    email: 'olga@easel.example',
    name: 'Olga Owner',
    role: 'owner',
    canRefund: false,
  },
  support: {
    id: '0a0d1e5c-0000-4000-8000-000000000014',
    email: 'sue@easel.example',
    name: 'Sue Support',
    role: 'support',
    canRefund: false,
  },
  refunder: {
    id: '0a0d1e5c-0000-4000-8000-000000000015',
    email: 'ray@easel.example',
    name: 'Ray Refunds',
    role: 'support',
    canRefund: true,
  },
  moderator: {
    id: '0a0d1e5c-0000-4000-8000-000000000012',
    email: 'milo@easel.example',
    name: 'Milo Moderator',
    role: 'moderator',
    canRefund: false,
  },
  editor: {
    id: '0a0d1e5c-0000-4000-8000-000000000013',
    email: 'ed@easel.example',
    name: 'Ed Editor',
    role: 'editor',
    canRefund: false,
  },
} as const;
type Staff = keyof typeof STAFF;
const OWNER_TOTP = 'JBSWY3DPEHPK3PXP';
const EVENT_ID = 'e0000000-0000-4000-8000-000000000001';

const order = (status: AdminOrderDetail['status']): AdminOrderDetail => ({
  orderNumber: 'EA-ONE',
  createdAt: '2026-11-20T10:00:00.000Z',
  status,
  trackingNumber: null,
  buyer: { userId: null, email: 'grace@example.com', name: 'Grace Hopper' },
  shippingInfo: {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    address: '1 Harbour Road',
    city: 'Lisbon',
    state: 'Lisboa',
    zipCode: '1000-001',
    country: 'Portugal',
  },
  items: [{ slug: 'blue-harbour', title: 'Blue Harbour', price: 1000 }],
  payment: {
    currency: 'EUR',
    subtotal: 1000,
    shipping: 0,
    tax: 0,
    card: 700,
    giftCode: { code: '••••-6789', amount: 300 },
    refunded: status === 'cancelled',
  },
  history: [{ status: 'paid', at: '2026-11-20T10:00:00.000Z' }],
});

/** Identity, catalog and commerce as the admin area calls them: a real HTTP server answering as the real ones do (their own tests count real rows). */
async function fakeDomainServices(weeks: string[]) {
  const calls: string[] = [];
  let status: AdminOrderDetail['status'] = 'paid';
  const app = express().use(express.json());
  app.use((req, _res, next) => {
    calls.push(`${req.method} ${req.originalUrl}`);
    next();
  });
  app.get('/internal/orders', (req, res) => {
    res.json({ orders: [], total: 0, page: Number(req.query.page), pageSize: 20 });
  });
  app.get('/internal/orders/:orderNumber', (req, res) => {
    if (req.params.orderNumber !== 'EA-ONE') return void res.status(404).json({ message: 'Order not found' });
    res.json({ order: order(status) });
  });
  app.post('/internal/orders/:orderNumber/refund', (_req, res) => {
    if (status === 'cancelled')
      return void res
        .status(409)
        .json({ message: 'Only a paid, shipped or delivered order can be refunded; this one is cancelled' });
    const before = order(status);
    status = 'cancelled';
    res.json({ before, after: order(status) });
  });
  app.get('/internal/dashboard/new-users', (_req, res) => res.json({ weeks: [{ week: weeks[11], count: 4 }] }));
  app.get('/internal/dashboard/new-artworks', (_req, res) => res.json({ weeks: [{ week: weeks[0], count: 2 }] }));
  app.get('/internal/dashboard/sales', (_req, res) =>
    res.json({
      weeks: [
        { week: weeks[10], currency: 'EUR', orders: 2, amount: 1500 },
        { week: weeks[10], currency: 'USD', orders: 1, amount: 80 },
      ],
    }),
  );
  app.get('/internal/outbox', (_req, res) =>
    res.json({
      waiting: 1,
      failing: [
        {
          id: EVENT_ID,
          type: 'order-cancelled.release',
          attempts: 4,
          lastError: 'catalog down',
          nextAttemptAt: '2026-11-24T10:00:00.000Z',
          createdAt: '2026-11-24T09:00:00.000Z',
        },
      ],
    }),
  );
  app.post('/internal/outbox/:id/retry', (req, res) => {
    if (req.params.id !== EVENT_ID)
      return void res
        .status(404)
        .json({ message: 'This event is not waiting for delivery (it may have been delivered already)' });
    res.json({
      event: {
        id: EVENT_ID,
        type: 'order-cancelled.release',
        attempts: 4,
        lastError: 'catalog down',
        nextAttemptAt: '2026-11-24T12:00:00.000Z',
      },
    });
  });
  const served = await serveLocally(app);
  return { ...served, calls, reset: () => (status = 'paid') };
}

describe('admin orders and dashboard', () => {
  const now = new Date('2026-11-25T10:00:00Z'); // a Wednesday
  const weeks = lastWeeks(now);
  let service: TestService<typeof adminService>;
  let domain: Awaited<ReturnType<typeof fakeDomainServices>>;
  let unanswered: Awaited<ReturnType<typeof serveLocally>>;
  const tokens: Partial<Record<Staff, string>> = {};
  const as = (who: Staff) => ({ authorization: `Bearer ${tokens[who]}` });
  const refund = (who: Staff, body: object = { reason: 'Damaged in transit' }) =>
    request(service.app).post('/admin/orders/EA-ONE/refund').set(as(who)).send(body);
  const auditLines = () =>
    service.ctx
      .db('audit_log')
      .whereNot('action', 'admin.login')
      .orderBy('created_at')
      .select('action', 'target', 'reason', 'before', 'after', 'admin_id');

  beforeAll(async () => {
    domain = await fakeDomainServices(weeks);
    // A catalog that answers nothing the dashboard asks for: a 500 on every call.
    unanswered = await serveLocally((_req, res) => void res.writeHead(500).end());
    service = await startTestService(adminService, {
      COMMERCE_URL: domain.url,
      IDENTITY_URL: domain.url,
      CATALOG_URL: domain.url,
      ARTIST_URL: domain.url,
      COMMUNITY_URL: domain.url,
    });
    service.deps.now = () => now;
    const admins = service.deps.admins;
    for (const [who, admin] of Object.entries(STAFF)) {
      // The owner role holds a second factor (an owner without one has no session).
      await admins.insert({
        ...admin,
        passwordHash: 'not-used',
        totpSecret: admin.role === 'owner' ? OWNER_TOTP : null,
      });
      tokens[who as Staff] = await service.signer.sign({ sub: admin.id, role: 'admin' }, AUDIENCE.admin);
    }
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await domain.close();
    await unanswered.close();
  });
  beforeEach(() => domain.reset());

  it('when support or the owner lists orders, then the filters reach commerce; a bad filter is 400 and never sent', async () => {
    for (const who of ['owner', 'support'] as const) {
      await request(service.app)
        .get('/admin/orders?status=paid&from=2026-11-01&q=grace%40example.com&page=2')
        .set(as(who))
        .expect(200);
    }
    expect(domain.calls).toContain('GET /internal/orders?status=paid&from=2026-11-01&q=grace%40example.com&page=2');
    const before = domain.calls.length;
    expect(
      (await request(service.app).get('/admin/orders?status=lost').set(as('owner')).expect(400)).body.message,
    ).toMatch(/^Status must be one of/);
    expect(domain.calls.length).toBe(before);
    expect(
      (await request(service.app).get('/admin/orders/EA-ONE').set(as('support')).expect(200)).body.order.orderNumber,
    ).toBe('EA-ONE');
    expect((await request(service.app).get('/admin/orders/EA-NONE').set(as('support')).expect(404)).body).toEqual({
      message: 'Order not found',
    });
  });

  it('when a moderator or an editor asks for orders or the refund, then 403; without a token, 401', async () => {
    for (const who of ['moderator', 'editor'] as const) {
      await request(service.app).get('/admin/orders').set(as(who)).expect(403, { message: ADMIN_FORBIDDEN });
      await request(service.app).get('/admin/orders/EA-ONE').set(as(who)).expect(403);
      await refund(who).expect(403);
    }
    await request(service.app).get('/admin/orders').expect(401);
  });

  it('when support without the refund right refunds, then 403 and nothing is refunded or written', async () => {
    await refund('support').expect(403, { message: ADMIN_FORBIDDEN });
    expect(domain.calls.filter((call) => call.endsWith('/refund'))).toEqual([]);
    expect(await auditLines()).toEqual([]);
  });

  it('when a refund comes without a reason, then 400 and commerce is not asked', async () => {
    await refund('owner', {}).expect(400, { message: 'Please give a reason' });
    await refund('owner', { reason: ' ' }).expect(400, { message: 'Please give a reason' });
    expect(domain.calls.filter((call) => call.endsWith('/refund'))).toEqual([]);
  });

  it('when the owner and then a support admin with the right refund, then the first refunds with its audit line and the second is told why not', async () => {
    const { body } = await refund('owner').expect(200);
    expect(body.order).toMatchObject({ status: 'cancelled', payment: { refunded: true } });
    await refund('refunder').expect(409, {
      message: 'Only a paid, shipped or delivered order can be refunded; this one is cancelled',
    });
    domain.reset();
    await refund('refunder', { reason: 'Buyer asked, artist agreed' }).expect(200);
    const lines = await auditLines();
    expect(lines).toEqual([
      {
        action: 'order.refund',
        target: 'order:EA-ONE',
        reason: 'Damaged in transit',
        admin_id: STAFF.owner.id,
        before: { status: 'paid', refunded: false, card: 700, giftCode: { code: '••••-6789', amount: 300 } },
        after: { status: 'cancelled', refunded: true, card: 700, giftCode: { code: '••••-6789', amount: 300 } },
      },
      expect.objectContaining({
        action: 'order.refund',
        reason: 'Buyer asked, artist agreed',
        admin_id: STAFF.refunder.id,
      }),
    ]);
  });

  it('when any admin opens the dashboard, then each week of the last 12 has its numbers and the failed deliveries of each service show', async () => {
    expect(weeks[0]).toBe('2026-09-07');
    expect(weeks[11]).toBe('2026-11-23');
    for (const who of ['owner', 'moderator', 'editor', 'support'] as const)
      await request(service.app).get('/admin/dashboard').set(as(who)).expect(200);
    const { body } = await request(service.app).get('/admin/dashboard').set(as('support')).expect(200);
    const zeros = (at: number, value: number) => weeks.map((_, n) => (n === at ? value : 0));
    expect(body).toMatchObject({
      weeks,
      newUsers: zeros(11, 4),
      newArtworks: zeros(0, 2),
      orders: zeros(10, 3),
      revenue: [
        { currency: 'EUR', amounts: zeros(10, 1500) },
        { currency: 'USD', amounts: zeros(10, 80) },
      ],
      unreachable: [],
    });
    expect(body.failedDeliveries.map((event: { service: string }) => event.service)).toEqual([
      'identity',
      'catalog',
      'artist',
      'commerce',
      'community',
    ]);
    expect(domain.calls).toContain(`GET /internal/dashboard/new-users?since=${weeks[0]}`);
  });

  it('when a service does not answer, then the dashboard still shows the rest and names it', async () => {
    const other = await startTestService(adminService, {
      COMMERCE_URL: domain.url,
      IDENTITY_URL: domain.url,
      CATALOG_URL: unanswered.url,
      ARTIST_URL: domain.url,
      COMMUNITY_URL: domain.url,
    });
    try {
      await other.deps.admins.insert({ ...STAFF.owner, passwordHash: 'not-used', totpSecret: OWNER_TOTP });
      const token = await other.signer.sign({ sub: STAFF.owner.id, role: 'admin' }, AUDIENCE.admin);
      const { body } = await request(other.app)
        .get('/admin/dashboard')
        .set({ authorization: `Bearer ${token}` })
        .expect(200);
      expect(body.unreachable).toEqual(['catalog']);
      expect(body.newArtworks.every((count: number) => count === 0)).toBe(true);
      expect(body.failedDeliveries.map((event: { service: string }) => event.service)).toEqual([
        'identity',
        'artist',
        'commerce',
        'community',
      ]);
    } finally {
      await other.stop();
    }
  });

  it('when the owner retries a failed delivery, then the service is asked and the audit line written; others are refused', async () => {
    for (const who of ['support', 'refunder', 'moderator', 'editor'] as const) {
      await request(service.app)
        .post(`/admin/dashboard/outbox/commerce/${EVENT_ID}/retry`)
        .set(as(who))
        .send({ reason: 'Catalog is back' })
        .expect(403);
    }
    await request(service.app)
      .post(`/admin/dashboard/outbox/commerce/${EVENT_ID}/retry`)
      .set(as('owner'))
      .send({})
      .expect(400, { message: 'Please give a reason' });
    await request(service.app)
      .post(`/admin/dashboard/outbox/billing/${EVENT_ID}/retry`)
      .set(as('owner'))
      .send({ reason: 'Catalog is back' })
      .expect(404);
    await request(service.app)
      .post('/admin/dashboard/outbox/commerce/e0000000-0000-4000-8000-00000000000f/retry')
      .set(as('owner'))
      .send({ reason: 'Catalog is back' })
      .expect(404, { message: 'This event is not waiting for delivery (it may have been delivered already)' });
    const { body } = await request(service.app)
      .post(`/admin/dashboard/outbox/commerce/${EVENT_ID}/retry`)
      .set(as('owner'))
      .send({ reason: 'Catalog is back' })
      .expect(200);
    expect(body.event.nextAttemptAt).toBe('2026-11-24T12:00:00.000Z');
    expect(domain.calls).toContain(`POST /internal/outbox/${EVENT_ID}/retry`);
    const retried = (await auditLines()).filter((line) => line.action === 'outbox.retry');
    expect(retried).toEqual([
      {
        action: 'outbox.retry',
        target: `outbox:commerce:${EVENT_ID}`,
        reason: 'Catalog is back',
        admin_id: STAFF.owner.id,
        before: { type: 'order-cancelled.release', attempts: 4 },
        after: { type: 'order-cancelled.release', attempts: 4, nextAttemptAt: '2026-11-24T12:00:00.000Z' },
      },
    ]);
  });
});
