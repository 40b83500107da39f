import {
  DEMO_ADMIN_TOTP_SECRET,
  ADMIN_FORBIDDEN,
  type AuditLogEntry,
  AUDIT_PAGE_SIZE,
  type AuditLogPage,
} from '@easel/contracts';
import { AUDIENCE } from '@easel/service-kit';
import { startTestService, type TestService } from '@easel/service-kit/testing';
import request from 'supertest';
import { adminService } from '../src/service';

const OWNER = {
  id: '0a0d1e5c-0000-4000-8000-000000000001',
  email: 'olga@easel.example',
  name: 'Olga Owner',
  role: 'owner',
} as const;
const MODERATOR = {
  id: '0a0d1e5c-0000-4000-8000-000000000002',
  email: 'milo@easel.example',
  name: 'Milo Moderator',
  role: 'moderator',
} as const;

describe('the audit log', () => {
  let service: TestService<typeof adminService>;
  const tokens: Record<string, string> = {};
  const db = () => service.ctx.db;
  /** A line as an action writes it, at a given time (inserting is all the log allows). */
  const line = (
    at: string,
    fields: {
      admin?: string | null;
      action: string;
      target?: string;
      reason?: string;
      before?: unknown;
      after?: unknown;
    },
  ) =>
    db()('audit_log').insert({
      created_at: at,
      admin_id: fields.admin === undefined ? OWNER.id : fields.admin,
      action: fields.action,
      target: fields.target ?? null,
      reason: fields.reason ?? null,
      before: fields.before === undefined ? null : JSON.stringify(fields.before),
      after: fields.after === undefined ? null : JSON.stringify(fields.after),
    });
  const get = (path: string, as: string = OWNER.id) =>
    request(service.app).get(path).set('authorization', `Bearer ${tokens[as]}`);
  const page = async (query: string) => (await get(`/admin/audit?${query}`).expect(200)).body as AuditLogPage;
  const actions = (entries: AuditLogEntry[]) => entries.map((entry) => entry.action);

  beforeAll(async () => {
    service = await startTestService(adminService);
    const admins = service.deps.admins;
    for (const admin of [OWNER, MODERATOR]) {
      // The owner role holds a second factor, or its sessions are refused.
      await admins.insert({
        ...admin,
        passwordHash: 'not-used',
        totpSecret: admin.role === 'owner' ? DEMO_ADMIN_TOTP_SECRET : null,
      });
      tokens[admin.id] = await service.signer.sign({ sub: admin.id, role: 'admin' }, AUDIENCE.admin);
    }
    await line('2026-03-01T09:00:00Z', {
      action: 'artwork.hide',
      target: 'artwork:quiet-thunder',
      reason: 'Copied work',
      before: { hidden: false },
      after: { hidden: true },
    });
    await line('2026-03-02T09:00:00Z', {
      admin: MODERATOR.id,
      action: 'user.suspend',
      target: 'user:100%_real',
      reason: 'Spam',
    });
    await line('2026-03-03T23:59:59Z', {
      admin: MODERATOR.id,
      action: 'artwork.restore',
      target: 'artwork:Quiet-Thunder',
      reason: 'Appeal upheld',
    });
    await line('2026-03-04T00:00:00Z', {
      admin: null,
      action: 'comment.delete',
      target: 'comment:c1',
      reason: 'Abuse, "quoted"\nand a second line',
    });
    await line('2026-03-05T10:00:00Z', {
      action: 'magazine.publish',
      target: '=HYPERLINK("http://evil.example")',
      reason: '+1 works',
    });
  }, 60_000);
  afterAll(() => service.stop());

  it('when the owner opens the log, then each line says who, what, when, the target, the reason, before and after, newest first', async () => {
    const { entries, next } = await page('');
    expect(actions(entries)).toEqual([
      'magazine.publish',
      'comment.delete',
      'artwork.restore',
      'user.suspend',
      'artwork.hide',
    ]);
    expect(entries[4]).toEqual({
      id: expect.any(String),
      at: '2026-03-01T09:00:00.000Z',
      admin: { id: OWNER.id, email: OWNER.email, name: OWNER.name },
      action: 'artwork.hide',
      target: 'artwork:quiet-thunder',
      reason: 'Copied work',
      before: { hidden: false },
      after: { hidden: true },
    });
    expect(entries[1]?.admin).toBeNull();
    expect(next).toBeNull();
  });

  it('when the log is filtered by admin, action, part of the target or days, then only the matching lines come', async () => {
    expect(actions((await page(`admin=${MODERATOR.id}`)).entries)).toEqual(['artwork.restore', 'user.suspend']);
    expect(actions((await page('action=artwork.hide')).entries)).toEqual(['artwork.hide']);
    expect(actions((await page('target=quiet-THUNDER')).entries)).toEqual(['artwork.restore', 'artwork.hide']);
    // % and _ are the target's own characters, not wildcards
    expect(actions((await page('target=100%25_')).entries)).toEqual(['user.suspend']);
    expect(actions((await page('target=1_0')).entries)).toEqual([]);
    // both days are whole days, in UTC
    expect(actions((await page('from=2026-03-02&to=2026-03-03')).entries)).toEqual(['artwork.restore', 'user.suspend']);
    expect(
      actions((await page(`from=2026-03-02&to=2026-03-04&admin=${MODERATOR.id}&action=user.suspend`)).entries),
    ).toEqual(['user.suspend']);
    expect(actions((await page('admin=&action=&target=&from=&to=')).entries)).toHaveLength(5);
  });

  it.each([
    ['admin=ada', 'Admin must be an admin id'],
    ['from=yesterday', 'From must be a date (YYYY-MM-DD)'],
    ['from=2026-03-05&to=2026-03-01', 'From must not be after To'],
    [`target=${'x'.repeat(201)}`, 'Target can be at most 200 characters'],
    ['action=a&action=b', 'Action must be text'],
    ['before=42', 'Before must be an audit line id'],
  ])('when a filter is wrong (%s), then 400 says what is wrong', async (query, message) => {
    await get(`/admin/audit?${query}`).expect(400, { message });
  });

  it('when the log is longer than a page, then the pages follow each other without a gap or a repeat, also while lines are written', async () => {
    const at = '2026-04-01T12:00:00Z'; // one time for all: the order among equal times must still be one
    for (let n = 0; n < AUDIT_PAGE_SIZE + 7; n += 1) await line(at, { action: 'pulse.recompute', target: `week:${n}` });
    const first = await page('action=pulse.recompute');
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    await line('2026-04-02T12:00:00Z', { action: 'pulse.recompute', target: 'week:new' });
    const second = await page(`action=pulse.recompute&before=${first.next}`);
    expect(second.entries).toHaveLength(7);
    expect(second.next).toBeNull();
    const targets = [...first.entries, ...second.entries].map((entry) => entry.target);
    expect(new Set(targets).size).toBe(AUDIT_PAGE_SIZE + 7);
    expect(targets).not.toContain('week:new');
  });

  it('when the filters are asked for, then the admins and actions found in the log are offered', async () => {
    const res = await get('/admin/audit/choices').expect(200);
    expect(res.body.admins).toEqual([
      { id: MODERATOR.id, email: MODERATOR.email, name: MODERATOR.name },
      { id: OWNER.id, email: OWNER.email, name: OWNER.name },
    ]);
    expect(res.body.actions).toEqual(
      expect.arrayContaining(['artwork.hide', 'comment.delete', 'magazine.publish', 'user.suspend']),
    );
  });

  it('when the owner exports the filtered log, then a dated CSV file comes with safe quoting, and the export is on record', async () => {
    const res = await get('/admin/audit/export?from=2026-03-01&to=2026-03-31').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=easel-audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(res.text.split('\r\n')).toEqual([
      'at,admin_email,admin_name,action,target,reason,before,after',
      `2026-03-05T10:00:00.000Z,${OWNER.email},${OWNER.name},magazine.publish,"'=HYPERLINK(""http://evil.example"")",'+1 works,,`,
      '2026-03-04T00:00:00.000Z,,,comment.delete,comment:c1,"Abuse, ""quoted""\nand a second line",,',
      `2026-03-03T23:59:59.000Z,${MODERATOR.email},${MODERATOR.name},artwork.restore,artwork:Quiet-Thunder,Appeal upheld,,`,
      `2026-03-02T09:00:00.000Z,${MODERATOR.email},${MODERATOR.name},user.suspend,user:100%_real,Spam,,`,
      `2026-03-01T09:00:00.000Z,${OWNER.email},${OWNER.name},artwork.hide,artwork:quiet-thunder,Copied work,"{""hidden"":false}","{""hidden"":true}"`,
      '',
    ]);
    const [exported] = (await page('action=audit.export')).entries;
    expect(exported?.admin?.id).toBe(OWNER.id);
  });

  it('when the export is longer than one read of the log, then every line is in the file once', async () => {
    for (let n = 0; n < 1_100; n += 1)
      await line('2026-05-01T12:00:00Z', { action: 'outbox.retry', target: `delivery:${n}` });
    const res = await get('/admin/audit/export?action=outbox.retry').buffer(true).expect(200);
    const lines = res.text.trimEnd().split('\r\n').slice(1);
    expect(new Set(lines).size).toBe(1_100);
  });

  it('when an admin without audit.read asks for the log or its export, then 403', async () => {
    await get('/admin/audit', MODERATOR.id).expect(403, { message: ADMIN_FORBIDDEN });
    await get('/admin/audit/export', MODERATOR.id).expect(403, { message: ADMIN_FORBIDDEN });
  });

  it('when the owner tries to change or remove a line through the API, then no route does it, and the database refuses it too', async () => {
    const newest = (await page('')).entries[0]!;
    const owner = `Bearer ${tokens[OWNER.id]}`;
    for (const path of ['/admin/audit', `/admin/audit/${newest.id}`]) {
      await request(service.app).put(path).set('authorization', owner).send({ reason: 'rewritten' }).expect(404);
      await request(service.app).patch(path).set('authorization', owner).send({ reason: 'rewritten' }).expect(404);
      await request(service.app).delete(path).set('authorization', owner).expect(404);
    }
    await expect(db().raw('update audit_log set reason = ? where id = ?', ['rewritten', newest.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(db().raw('delete from audit_log where id = ?', [newest.id])).rejects.toThrow(/append-only/);
    expect((await page('')).entries[0]).toEqual(newest);
  });
});
