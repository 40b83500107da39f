import { ADMIN_FORBIDDEN } from '@easel/contracts';
import type { PersonDetails } from '@easel/contracts';
import { AUDIENCE } from '@easel/service-kit';
import { serveLocally, startTestService, type TestService } from '@easel/service-kit/testing';
import express from 'express';
import request from 'supertest';
import { adminService } from '../src/service';

const STAFF = {
  moderator: {
    id: '0b0d1e5c-0000-4000-8000-000000000002',
    email: 'mia@easel.example',
    name: 'Mia Moderator',
    role: 'moderator',
  },
  support: {
    id: '0b0d1e5c-0000-4000-8000-000000000004',
    email: 'sid@easel.example',
    name: 'Sid Support',
    role: 'support',
  },
  editor: {
    id: '0b0d1e5c-0000-4000-8000-000000000003',
    email: 'eve@easel.example',
    name: 'Eve Editor',
    role: 'editor',
  },
} as const;
type StaffRole = keyof typeof STAFF;
const PERSON_ID = '5e000000-0000-4000-8000-000000000001';
const UNKNOWN_ID = '5e000000-0000-4000-8000-0000000000ff';

/** identity and commerce as the admin area calls them: real HTTP servers answering as the real ones do. */
async function fakeDomainServices() {
  const calls: string[] = [];
  let suspendedAt: string | null = null;
  const person = (): PersonDetails => ({
    id: PERSON_ID,
    email: 'nia@example.com',
    firstName: 'Nia',
    lastName: 'Stone',
    artistName: 'Nia Stone',
    slug: 'nia-stone',
    role: 'user',
    status: suspendedAt ? 'suspended' : 'active',
    createdAt: '2026-10-01T09:00:00.000Z',
    avatar: null,
    google: false,
    artworkCount: 1,
    suspendedAt,
  });
  const known = (id: string, res: express.Response) => {
    if (id === PERSON_ID) return true;
    res.status(404).json({ message: 'User not found' });
    return false;
  };
  const app = express().use(express.json());
  app.use((req, _res, next) => {
    calls.push(`${req.method} ${req.originalUrl} ${req.method === 'GET' ? '' : JSON.stringify(req.body)}`.trim());
    next();
  });
  app.get('/internal/people', (req, res) => {
    res.json({ people: [person()], total: 1, page: Number(req.query.page), pageSize: 20 });
  });
  app.get('/internal/people/:id', (req, res) => void (known(req.params.id, res) && res.json(person())));
  app.put('/internal/people/:id/suspended', (req, res) => {
    if (!known(req.params.id, res)) return;
    const before = person();
    suspendedAt = req.body.suspended ? (suspendedAt ?? '2026-11-24T12:00:00.000Z') : null;
    res.json({ before, after: person() });
  });
  app.post(
    '/internal/users/:id/sessions/end',
    (req, res) => void (known(req.params.id, res) && res.json({ _id: PERSON_ID, ended: 2 })),
  );
  app.post(
    '/internal/people/:id/password-reset',
    (req, res) => void (known(req.params.id, res) && res.json({ email: 'nia@example.com' })),
  );
  app.get('/internal/people/:id/orders', (_req, res) => {
    res.json({
      orders: [
        {
          orderNumber: 'A-1',
          status: 'paid',
          totalMinor: 120000,
          currency: 'EUR',
          itemCount: 1,
          createdAt: '2026-11-02T00:00:00Z',
        },
      ],
      total: 1,
    });
  });
  return { ...(await serveLocally(app)), calls };
}

/** catalog on its own server (its switch has identity's path), so a test sees it called, or finds it down. */
async function fakeCatalog() {
  const calls: string[] = [];
  const state = { down: false };
  const app = express().use(express.json());
  app.put('/internal/people/:id/suspended', (req, res) => {
    calls.push(`PUT ${req.originalUrl} ${JSON.stringify(req.body)}`);
    if (state.down) return void res.status(503).json({ message: 'Starting up' });
    res.json({ hidden: 1 });
  });
  app.get('/internal/people/:id/artworks', (_req, res) => {
    res.json({
      artworks: [
        {
          slug: 'blue-harbour',
          title: 'Blue Harbour',
          featuredImage: '/api/media/b.jpg',
          sold: false,
          phidden: false,
          createdAt: '2026-11-01T00:00:00Z',
        },
      ],
      total: 1,
    });
  });
  return { ...(await serveLocally(app)), calls, state };
}

describe('admin people', () => {
  let service: TestService<typeof adminService>;
  let domain: Awaited<ReturnType<typeof fakeDomainServices>>;
  let catalog: Awaited<ReturnType<typeof fakeCatalog>>;
  const tokens: Record<string, string> = {};
  const as = (role: StaffRole) => ({ authorization: `Bearer ${tokens[role]}` });
  const get = (path: string, role: StaffRole = 'moderator') =>
    request(service.app).get(`/admin/people${path}`).set(as(role));
  const act = (path: string, body: object, role: StaffRole = 'moderator') =>
    request(service.app).post(`/admin/people${path}`).set(as(role)).send(body);
  const auditLines = () =>
    service.ctx
      .db('audit_log')
      .whereLike('action', 'user.%')
      .orderBy('created_at')
      .select('action', 'target', 'reason', 'before', 'after', 'details', 'admin_id');

  beforeAll(async () => {
    domain = await fakeDomainServices();
    catalog = await fakeCatalog();
    service = await startTestService(adminService, {
      IDENTITY_URL: domain.url,
      CATALOG_URL: catalog.url,
      COMMERCE_URL: domain.url,
    });
    const admins = service.deps.admins;
    for (const admin of Object.values(STAFF)) {
      await admins.insert({ ...admin, passwordHash: 'not-used', totpSecret: null });
      tokens[admin.role] = await service.signer.sign({ sub: admin.id, role: 'admin' }, AUDIENCE.admin);
    }
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await catalog.close();
    await domain.close();
  });

  it('when a moderator or support searches, then identity is asked with the search and page; editors are refused', async () => {
    const res = await get('?q=nia%20st&page=2').expect(200);
    expect(res.body).toMatchObject({ total: 1, page: 2, people: [{ id: PERSON_ID, role: 'user', status: 'active' }] });
    expect(domain.calls).toContain('GET /internal/people?q=nia+st&page=2');
    await get('', 'support').expect(200);
    await get('', 'editor').expect(403, { message: ADMIN_FORBIDDEN });
    await get('?page=zero').expect(400, { message: 'Page must be a number' });
  });

  it('when an account is opened, then its details, works (catalog) and orders (commerce) are answered; an unknown one is 404', async () => {
    expect((await get(`/${PERSON_ID}`, 'support').expect(200)).body).toMatchObject({
      email: 'nia@example.com',
      status: 'active',
    });
    expect((await get(`/${PERSON_ID}/artworks`).expect(200)).body.artworks[0].slug).toBe('blue-harbour');
    expect((await get(`/${PERSON_ID}/orders`).expect(200)).body.orders[0].orderNumber).toBe('A-1');
    await get(`/${UNKNOWN_ID}`).expect(404, { message: 'User not found' });
    await get(`/${PERSON_ID}/orders`, 'editor').expect(403);
  });

  it('when an action comes without a reason, then 400 asks for one and nothing is called', async () => {
    const before = domain.calls.length;
    await act(`/${PERSON_ID}/suspend`, {}).expect(400, { message: 'Please give a reason' });
    await act(`/${PERSON_ID}/suspend`, { reason: '  ' }).expect(400, { message: 'Please give a reason' });
    await act(`/${PERSON_ID}/password-reset`, { reason: 'x'.repeat(501) }).expect(400, {
      message: 'A reason can be at most 500 characters',
    });
    expect(domain.calls.length).toBe(before);
  });

  it('when support or an editor tries to suspend, restore or send a reset, then 403 and nothing happens', async () => {
    for (const role of ['support', 'editor'] as const) {
      for (const action of ['suspend', 'restore', 'password-reset']) {
        await act(`/${PERSON_ID}/${action}`, { reason: 'Spam' }, role).expect(403, { message: ADMIN_FORBIDDEN });
      }
    }
    expect(await auditLines()).toEqual([]);
  });

  it('when a moderator suspends an account, then identity suspends it and ends its sessions, catalog hides its works, and the audit says so', async () => {
    domain.calls.length = 0;
    const res = await act(`/${PERSON_ID}/suspend`, { reason: 'Selling stolen work' }).expect(200);
    expect(res.body.person).toMatchObject({ id: PERSON_ID, status: 'suspended' });
    expect(domain.calls).toEqual([
      `PUT /internal/people/${PERSON_ID}/suspended {"suspended":true}`,
      `POST /internal/users/${PERSON_ID}/sessions/end {}`,
    ]);
    expect(catalog.calls.at(-1)).toBe(`PUT /internal/people/${PERSON_ID}/suspended {"suspended":true}`);
    expect((await auditLines()).at(-1)).toEqual({
      action: 'user.suspend',
      target: `user:${PERSON_ID}`,
      reason: 'Selling stolen work',
      before: { status: 'active', suspendedAt: null },
      after: { status: 'suspended', suspendedAt: '2026-11-24T12:00:00.000Z' },
      details: { email: 'nia@example.com', sessionsEnded: 2 },
      admin_id: STAFF.moderator.id,
    });
  });

  it('when a moderator restores it, then identity lets it in again, catalog shows its works, no session is touched, and the audit says so', async () => {
    domain.calls.length = 0;
    const res = await act(`/${PERSON_ID}/restore`, { reason: 'Appeal accepted' }).expect(200);
    expect(res.body.person).toMatchObject({ status: 'active', suspendedAt: null });
    expect(domain.calls).toEqual([`PUT /internal/people/${PERSON_ID}/suspended {"suspended":false}`]);
    expect(catalog.calls.at(-1)).toBe(`PUT /internal/people/${PERSON_ID}/suspended {"suspended":false}`);
    expect((await auditLines()).at(-1)).toMatchObject({
      action: 'user.restore',
      reason: 'Appeal accepted',
      before: { status: 'suspended' },
      after: { status: 'active', suspendedAt: null },
      admin_id: STAFF.moderator.id,
    });
  });

  it('when catalog does not answer, then the admin is told to try again, and trying again finishes the suspension', async () => {
    catalog.state.down = true;
    await act(`/${PERSON_ID}/suspend`, { reason: 'Spam' }).expect(503, {
      message: 'The catalog service is not answering; please try again',
    });
    catalog.state.down = false;
    await act(`/${PERSON_ID}/suspend`, { reason: 'Spam' }).expect(200);
    expect(catalog.calls.slice(-2)).toEqual(
      Array(2).fill(`PUT /internal/people/${PERSON_ID}/suspended {"suspended":true}`),
    );
    await act(`/${PERSON_ID}/restore`, { reason: 'Cleanup' }).expect(200);
  });

  it('when an unknown account is suspended, then identity’s 404 reaches the admin and nothing is recorded', async () => {
    const lines = (await auditLines()).length;
    await act(`/${UNKNOWN_ID}/suspend`, { reason: 'Spam' }).expect(404, { message: 'User not found' });
    expect((await auditLines()).length).toBe(lines);
  });

  it('when a moderator sends a password reset, then identity mails it and the audit names the address', async () => {
    await act(`/${PERSON_ID}/password-reset`, { reason: 'Asked by phone' }).expect(200, { email: 'nia@example.com' });
    expect((await auditLines()).at(-1)).toMatchObject({
      action: 'user.password-reset',
      target: `user:${PERSON_ID}`,
      reason: 'Asked by phone',
      details: { email: 'nia@example.com' },
    });
  });
});
