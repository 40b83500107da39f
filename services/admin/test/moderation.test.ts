import { ADMIN_FORBIDDEN } from '@easel/contracts';
import type { CommunityReport } from '@easel/contracts';
import { AUDIENCE } from '@easel/service-kit';
import { serveLocally, startTestService, type TestService } from '@easel/service-kit/testing';
import express from 'express';
import request from 'supertest';
import { adminService } from '../src/service';

const STAFF = {
  moderator: {
    id: '0a0d1e5c-0000-4000-8000-000000000002',
    email: 'milo@easel.example',
    name: 'Milo Moderator',
    role: 'moderator',
  },
  support: {
    id: '0a0d1e5c-0000-4000-8000-000000000004',
    email: 'sue@easel.example',
    name: 'Sue Support',
    role: 'support',
  },
  editor: { id: '0a0d1e5c-0000-4000-8000-000000000003', email: 'ed@easel.example', name: 'Ed Editor', role: 'editor' },
} as const;
const REPORT_ID = '7e000000-0000-4000-8000-000000000001';
const COMMENT_ID = 'c0000000-0000-4000-8000-000000000001';
const REPORTER = 'dddddddd-0000-4000-8000-000000000001';

const report = (fields: Partial<CommunityReport>): CommunityReport => ({
  id: REPORT_ID,
  kind: 'artwork',
  artSlug: 'blue-harbour',
  commentId: null,
  reporterId: REPORTER,
  reason: 'Copied',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  comment: null,
  ...fields,
});

/** Catalog, community and identity as the admin area calls them: real HTTP servers answering as the real ones do. */
async function fakeDomainServices() {
  const calls: string[] = [];
  const hidden = new Map<string, string | null>([['blue-harbour', null]]);
  const app = express().use(express.json());
  app.use((req, _res, next) => {
    calls.push(`${req.method} ${req.path}`);
    next();
  });
  app.get('/internal/reports', (req, res) => {
    res.json({
      reports: [
        report({}),
        report({
          id: 'r2',
          kind: 'comment',
          commentId: COMMENT_ID,
          comment: { content: '<p>Buy now</p>', user: { id: 'u', name: 'Spammer' } },
        }),
      ],
      total: 2,
      page: Number(req.query.page),
      pageSize: Number(req.query.pageSize),
    });
  });
  app.get('/internal/artworks', (_req, res) => {
    res.json({
      artworks: [{ slug: 'blue-harbour', title: 'Blue Harbour', published: hidden.get('blue-harbour') === null }],
    });
  });
  app.get('/internal/users/:id', (req, res) => {
    if (req.params.id === REPORTER) res.json({ artistName: null, firstName: 'Dan', lastName: 'Reed' });
    else res.status(404).json({ message: 'User not found' });
  });
  app.put('/internal/artworks/:slug/hidden', (req, res) => {
    const { slug } = req.params;
    if (!hidden.has(slug)) return void res.status(404).json({ message: 'No Art Found' });
    const state = () => ({
      slug,
      title: 'Blue Harbour',
      ownerId: 'o',
      hiddenReason: hidden.get(slug) ?? null,
      ownerSuspended: false,
    });
    const before = state();
    hidden.set(slug, req.body.hidden ? req.body.reason : null);
    res.json({ before, after: state() });
  });
  app.put('/internal/reports/:id/resolved', (req, res) => {
    res.json({ before: report({ id: req.params.id }), after: report({ id: req.params.id, status: 'resolved' }) });
  });
  app.put('/internal/comments/:id/deleted', (req, res) => {
    if (req.params.id !== COMMENT_ID) return void res.status(404).json({ message: 'This comment does not exist' });
    res.json({
      comment: {
        id: COMMENT_ID,
        artSlug: 'blue-harbour',
        content: '<p>Buy now</p>',
        user: { id: 'u', name: 'Spammer' },
      },
      closedReports: 1,
    });
  });
  const served = await serveLocally(app);
  return { ...served, calls };
}

describe('admin moderation', () => {
  let service: TestService<typeof adminService>;
  let domain: Awaited<ReturnType<typeof fakeDomainServices>>;
  const tokens: Record<string, string> = {};
  const as = (role: keyof typeof STAFF) => ({ authorization: `Bearer ${tokens[role]}` });
  const act = (path: string, body: object, role: keyof typeof STAFF = 'moderator') =>
    request(service.app).post(`/admin/moderation${path}`).set(as(role)).send(body);
  const auditLines = () =>
    service.ctx
      .db('audit_log')
      .orderBy('created_at')
      .select('action', 'target', 'reason', 'before', 'after', 'admin_id');

  beforeAll(async () => {
    domain = await fakeDomainServices();
    service = await startTestService(adminService, {
      CATALOG_URL: domain.url,
      COMMUNITY_URL: domain.url,
      IDENTITY_URL: domain.url,
    });
    const admins = service.deps.admins;
    for (const admin of Object.values(STAFF)) {
      await admins.insert({ ...admin, passwordHash: 'not-used', totpSecret: null });
      tokens[admin.role] = await service.signer.sign({ sub: admin.id, role: 'admin' }, AUDIENCE.admin);
    }
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await domain.close();
  });

  it('when a moderator opens the queue, then each report comes with its work and its reporter’s name', async () => {
    const res = await request(service.app)
      .get('/admin/moderation/reports?page=2&pageSize=10')
      .set(as('moderator'))
      .expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 2, pageSize: 10 });
    expect(res.body.items[0]).toMatchObject({
      id: REPORT_ID,
      reason: 'Copied',
      reporter: { id: REPORTER, name: 'Dan Reed' },
      artwork: { slug: 'blue-harbour', title: 'Blue Harbour', hidden: false },
    });
    expect(res.body.items[1]).toMatchObject({ kind: 'comment', comment: { content: '<p>Buy now</p>' } });
    expect(domain.calls).toContain('GET /internal/reports');
  });

  it('when support or an editor asks for the queue or acts, then 403', async () => {
    for (const role of ['support', 'editor'] as const) {
      await request(service.app)
        .get('/admin/moderation/reports')
        .set(as(role))
        .expect(403, { message: ADMIN_FORBIDDEN });
      await act('/artworks/blue-harbour/hide', { reason: 'Copied work' }, role).expect(403, {
        message: ADMIN_FORBIDDEN,
      });
      await act(`/comments/${COMMENT_ID}/delete`, { reason: 'Spam' }, role).expect(403);
    }
    await request(service.app).get('/admin/moderation/reports').expect(401);
  });

  it('when an action comes without a reason, then 400 and nothing is asked of the services', async () => {
    const before = domain.calls.length;
    for (const path of [
      '/artworks/blue-harbour/hide',
      '/artworks/blue-harbour/restore',
      `/comments/${COMMENT_ID}/delete`,
      `/reports/${REPORT_ID}/dismiss`,
    ]) {
      await act(path, {}).expect(400, { message: 'Please give a reason' });
      await act(path, { reason: '  ' }).expect(400, { message: 'Please give a reason' });
    }
    await act('/artworks/blue-harbour/hide', { reason: 'Copied work', reportId: 'nope' }).expect(400, {
      message: 'Report id must be a uuid',
    });
    expect(domain.calls.length).toBe(before);
    expect(await auditLines()).toEqual([]);
  });

  it('when a moderator hides and restores a work, deletes a comment and dismisses a report, then each writes its audit line with before and after', async () => {
    const hidden = await act('/artworks/blue-harbour/hide', { reason: 'Copied work', reportId: REPORT_ID }).expect(200);
    expect(hidden.body.artwork).toMatchObject({ slug: 'blue-harbour', hiddenReason: 'Copied work' });
    expect(domain.calls).toContain(`PUT /internal/reports/${REPORT_ID}/resolved`);
    await act('/artworks/blue-harbour/restore', { reason: 'Appeal upheld' }).expect(200);
    expect((await act(`/comments/${COMMENT_ID}/delete`, { reason: 'Spam' }).expect(200)).body.closedReports).toBe(1);
    expect(
      (await act(`/reports/${REPORT_ID}/dismiss`, { reason: 'Nothing wrong' }).expect(200)).body.report.status,
    ).toBe('resolved');

    const lines = await auditLines();
    expect(lines.map((line) => [line.action, line.target, line.reason, line.admin_id])).toEqual([
      ['artwork.hide', 'artwork:blue-harbour', 'Copied work', STAFF.moderator.id],
      ['artwork.restore', 'artwork:blue-harbour', 'Appeal upheld', STAFF.moderator.id],
      ['comment.delete', `comment:${COMMENT_ID}`, 'Spam', STAFF.moderator.id],
      ['report.dismiss', `report:${REPORT_ID}`, 'Nothing wrong', STAFF.moderator.id],
    ]);
    expect(lines[0]).toMatchObject({ before: { hiddenReason: null }, after: { hiddenReason: 'Copied work' } });
    expect(lines[1]).toMatchObject({ before: { hiddenReason: 'Copied work' }, after: { hiddenReason: null } });
    expect(lines[2]).toMatchObject({ before: { content: '<p>Buy now</p>' }, after: null });
    expect(lines[3]).toMatchObject({ before: { status: 'open' }, after: { status: 'resolved' } });
  });

  it('when catalog or community refuses, then its 4xx reaches the admin and no audit line is written', async () => {
    const count = (await auditLines()).length;
    await act('/artworks/no-such-work/hide', { reason: 'Copied work' }).expect(404, { message: 'No Art Found' });
    await act('/comments/c0000000-0000-4000-8000-000000000009/delete', { reason: 'Spam' }).expect(404, {
      message: 'This comment does not exist',
    });
    expect(await auditLines()).toHaveLength(count);
  });
});
