import { ADMIN_FORBIDDEN } from '@easel/contracts';
import { AUDIENCE } from '@easel/service-kit';
import { serveLocally, startTestService, type TestService } from '@easel/service-kit/testing';
import express from 'express';
import request from 'supertest';
import { adminService } from '../src/service';

const STAFF = {
  editor: {
    id: '0b0d1e5c-0000-4000-8000-000000000003',
    email: 'eve@easel.example',
    name: 'Eve Editor',
    role: 'editor',
  },
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
} as const;
type StaffRole = keyof typeof STAFF;
const WEEK = '2026-11-23';
const ARTICLE_ID = 'a0000000-0000-4000-8000-000000000001';

/** community's Pulse and catalog's articles as the admin area calls them: one small server recording each call. */
async function fakeCommunityAndCatalog() {
  const calls: string[] = [];
  const state = { votingOpen: true };
  const ranking = { week: WEEK, final: false, votingOpen: true, entries: [{ slug: 'amber', position: 1, votes: 3 }] };
  const article = (status: string, publishedAt: string | null) => ({
    id: ARTICLE_ID,
    link: 'blue-hour',
    title: 'Blue Hour',
    coverImage: '/api/media/c.jpg',
    author: 'Eve Editor',
    status,
    publishedAt,
    updatedAt: '2026-11-24T00:00:00.000Z',
    excerpt: 'Hi',
    body: '<p>Hi</p>',
  });
  const change = (before: string | null, status: string, publishedAt: string | null = null) => ({
    before: before && { title: 'Blue Hour', status: before, publishedAt: null },
    after: { title: 'Blue Hour', status, publishedAt },
    article: article(status, publishedAt),
  });
  const app = express();
  app.use((req, _res, next) => {
    calls.push(`${req.method} ${req.originalUrl}`);
    next();
  });
  app.post('/internal/articles/covers', (req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () =>
      res.status(201).json({ url: '/api/media/new.png', kind: 'image', bytes, type: req.headers['content-type'] }),
    );
  });
  app.use(express.json());
  app.get('/internal/pulse/state', (_req, res) =>
    res.json({ week: WEEK, votingOpen: state.votingOpen, weeks: [{ week: WEEK, final: false }] }),
  );
  app.put('/internal/pulse/voting', (req, res) => {
    state.votingOpen = req.body.open;
    res.json({ week: WEEK, votingOpen: state.votingOpen });
  });
  app.get('/internal/pulse/weeks/:week', (req, res) =>
    req.params.week === WEEK ? res.json(ranking) : res.status(404).json({ message: 'No Pulse for this week' }),
  );
  app.post('/internal/pulse/weeks/:week/recompute', (_req, res) => res.json(ranking));
  // Catalog knows 'amber' only: a work it no longer has keeps its slug.
  app.get('/internal/artworks', (req, res) =>
    res.json({
      artworks: String(req.query.slugs).split(',').includes('amber') ? [{ slug: 'amber', title: 'Amber Field' }] : [],
    }),
  );
  app.get('/internal/articles', (req, res) =>
    res.json({ articles: [article('draft', null)], total: 1, page: Number(req.query.page), pageSize: 20 }),
  );
  app.post('/internal/articles', (req, res) => {
    calls.push(`author ${req.body.author}`);
    res.status(201).json(change(null, 'draft'));
  });
  app.put('/internal/articles/:id', (_req, res) => res.json(change('draft', 'draft')));
  app.post('/internal/articles/:id/publish', (req, res) =>
    res.json(
      req.body.at
        ? change('draft', 'scheduled', req.body.at)
        : change('draft', 'published', '2026-11-24T10:00:00.000Z'),
    ),
  );
  app.post('/internal/articles/:id/unpublish', (_req, res) => res.json(change('published', 'draft')));
  return { ...(await serveLocally(app)), calls, state };
}

describe('admin Weekly Pulse and magazine', () => {
  let service: TestService<typeof adminService>;
  let domain: Awaited<ReturnType<typeof fakeCommunityAndCatalog>>;
  const tokens: Record<string, string> = {};
  const as = (role: StaffRole) => ({ authorization: `Bearer ${tokens[role]}` });
  const auditLines = (prefix: string) =>
    service.ctx
      .db('audit_log')
      .whereLike('action', `${prefix}.%`)
      .orderBy('created_at')
      .select('action', 'target', 'reason', 'before', 'after', 'admin_id');

  beforeAll(async () => {
    domain = await fakeCommunityAndCatalog();
    service = await startTestService(adminService, { COMMUNITY_URL: domain.url, CATALOG_URL: domain.url });
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

  it.each([
    ['get', '/admin/pulse'],
    ['get', `/admin/pulse/weeks/${WEEK}`],
    ['put', '/admin/pulse/voting'],
    ['post', `/admin/pulse/weeks/${WEEK}/recompute`],
    ['get', '/admin/magazine/articles'],
    ['get', `/admin/magazine/articles/${ARTICLE_ID}`],
    ['post', '/admin/magazine/articles'],
    ['put', `/admin/magazine/articles/${ARTICLE_ID}`],
    ['post', `/admin/magazine/articles/${ARTICLE_ID}/publish`],
    ['post', `/admin/magazine/articles/${ARTICLE_ID}/unpublish`],
    ['post', '/admin/magazine/covers'],
  ] as const)(
    'when a moderator or support calls %s %s, then 403 and nothing is asked of the services',
    async (method, path) => {
      const before = domain.calls.length;
      for (const role of ['moderator', 'support'] as const)
        await request(service.app)[method](path).set(as(role)).send({}).expect(403, { message: ADMIN_FORBIDDEN });
      expect(domain.calls.length).toBe(before);
    },
  );

  it('when an editor reads the Pulse, then the running week, its switch, the weeks and a week’s ranking answer', async () => {
    const state = await request(service.app).get('/admin/pulse').set(as('editor')).expect(200);
    expect(state.body).toEqual({ week: WEEK, votingOpen: true, weeks: [{ week: WEEK, final: false }] });
    const week = await request(service.app).get(`/admin/pulse/weeks/${WEEK}`).set(as('editor')).expect(200);
    expect(week.body.entries).toEqual([{ slug: 'amber', title: 'Amber Field', position: 1, votes: 3 }]);
    expect(domain.calls).toContain('GET /internal/artworks?slugs=amber');
    await request(service.app)
      .get('/admin/pulse/weeks/2026-11-16')
      .set(as('editor'))
      .expect(404, { message: 'No Pulse for this week' });
  });

  it('when an editor closes and opens voting with a reason, then community switches it and each switch has its audit line', async () => {
    const closed = await request(service.app)
      .put('/admin/pulse/voting')
      .set(as('editor'))
      .send({ open: false, reason: 'Fraud check' })
      .expect(200);
    expect(closed.body.votingOpen).toBe(false);
    expect(domain.state.votingOpen).toBe(false);
    await request(service.app)
      .put('/admin/pulse/voting')
      .set(as('editor'))
      .send({ open: true, reason: 'Checked, all fine' })
      .expect(200);
    expect(await auditLines('pulse')).toEqual([
      {
        action: 'pulse.voting-close',
        target: `pulse-week:${WEEK}`,
        reason: 'Fraud check',
        before: { votingOpen: true },
        after: { votingOpen: false },
        admin_id: STAFF.editor.id,
      },
      expect.objectContaining({
        action: 'pulse.voting-open',
        reason: 'Checked, all fine',
        after: { votingOpen: true },
      }),
    ]);
  });

  it('when a week is recomputed, then the line keeps the top before and after', async () => {
    await request(service.app)
      .post(`/admin/pulse/weeks/${WEEK}/recompute`)
      .set(as('editor'))
      .send({ reason: 'Votes removed' })
      .expect(200);
    expect((await auditLines('pulse')).at(-1)).toMatchObject({
      action: 'pulse.recompute',
      reason: 'Votes removed',
      before: { top: [{ slug: 'amber', votes: 3 }] },
      after: { top: [{ slug: 'amber', votes: 3 }] },
    });
  });

  it.each([
    ['put', '/admin/pulse/voting', { open: false }, 'Please give a reason'],
    ['put', '/admin/pulse/voting', { open: 'no', reason: 'Because' }, 'Open must be true or false'],
    ['post', `/admin/pulse/weeks/${WEEK}/recompute`, { reason: ' ' }, 'Please give a reason'],
  ] as const)('when %s %s is sent %j, then 400 %s and nothing changes', async (method, path, body, message) => {
    const before = domain.calls.length;
    const res = await request(service.app)[method](path).set(as('editor')).send(body).expect(400);
    expect(res.body.message).toContain(message);
    expect(domain.calls.length).toBe(before);
  });

  it('when an editor writes, schedules, publishes and unpublishes an article, then each is audited without the body', async () => {
    const input = { title: 'Blue Hour', coverImage: '/api/media/c.jpg', body: '<p>Hi</p>' };
    await request(service.app).post('/admin/magazine/articles').set(as('editor')).send(input).expect(201);
    expect(domain.calls).toContain('author Eve Editor');
    await request(service.app).put(`/admin/magazine/articles/${ARTICLE_ID}`).set(as('editor')).send(input).expect(200);
    const at = '2026-12-01T09:00:00.000Z';
    const scheduled = await request(service.app)
      .post(`/admin/magazine/articles/${ARTICLE_ID}/publish`)
      .set(as('editor'))
      .send({ at, reason: 'For Monday' })
      .expect(200);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', publishedAt: at });
    await request(service.app)
      .post(`/admin/magazine/articles/${ARTICLE_ID}/publish`)
      .set(as('editor'))
      .send({ reason: 'Ready early' })
      .expect(200);
    await request(service.app)
      .post(`/admin/magazine/articles/${ARTICLE_ID}/unpublish`)
      .set(as('editor'))
      .send({ reason: 'A wrong price' })
      .expect(200);
    const lines = await auditLines('article');
    expect(lines.map((line) => line.action)).toEqual([
      'article.create',
      'article.edit',
      'article.schedule',
      'article.publish',
      'article.unpublish',
    ]);
    expect(lines[0]).toMatchObject({
      target: 'article:blue-hour',
      before: null,
      after: { title: 'Blue Hour', status: 'draft', publishedAt: null },
    });
    expect(lines[2]).toMatchObject({
      reason: 'For Monday',
      before: { status: 'draft' },
      after: { status: 'scheduled', publishedAt: at },
    });
    expect(lines.map((line) => line.reason)).toEqual([null, null, 'For Monday', 'Ready early', 'A wrong price']);
    expect(JSON.stringify(lines)).not.toContain('<p>');
  });

  it('when an article is written without a title or cover, or scheduled at no time, then 400 with the message', async () => {
    const bad = await request(service.app)
      .post('/admin/magazine/articles')
      .set(as('editor'))
      .send({ title: ' ', coverImage: '', body: '<p>x</p>' })
      .expect(400);
    expect(bad.body.message).toContain('Please give the article a title');
    await request(service.app)
      .post(`/admin/magazine/articles/${ARTICLE_ID}/publish`)
      .set(as('editor'))
      .send({ at: 'tomorrow', reason: 'For Monday' })
      .expect(400, { message: 'The time must be a date and time' });
    await request(service.app)
      .post(`/admin/magazine/articles/${ARTICLE_ID}/publish`)
      .set(as('editor'))
      .send({})
      .expect(400, { message: 'Please give a reason' });
    await request(service.app)
      .post(`/admin/magazine/articles/${ARTICLE_ID}/unpublish`)
      .set(as('editor'))
      .expect(400, { message: 'Please give a reason' });
    await request(service.app)
      .get('/admin/magazine/articles?page=0')
      .set(as('editor'))
      .expect(400, { message: 'Page must be 1 or more' });
  });

  it('when an editor uploads a cover, then the file is streamed on to catalog as theirs', async () => {
    const res = await request(service.app)
      .post('/admin/magazine/covers')
      .set(as('editor'))
      .attach('file', Buffer.from('picture bytes'), 'cover.png')
      .expect(201);
    expect(res.body).toMatchObject({
      url: '/api/media/new.png',
      type: expect.stringMatching(/^multipart\/form-data; boundary=/),
    });
    expect(res.body.bytes).toBeGreaterThan(13);
    expect(domain.calls).toContain(`POST /internal/articles/covers?uploader=${STAFF.editor.id}`);
  });
});
