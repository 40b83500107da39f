import request from 'supertest';
import { png, startCatalog, type TestCatalog } from './helpers';

const HOUR = 60 * 60 * 1000;
const ADMIN = '44444444-4444-4444-8444-444444444444';

describe('articles written in the admin area (catalog’s internal magazine routes)', () => {
  let catalog: TestCatalog;
  beforeAll(async () => {
    catalog = await startCatalog();
  }, 60_000);
  afterAll(() => catalog.stop());

  const internal = () => ({
    get: (path: string) => request(catalog.app).get(path).set(catalog.credential),
    post: (path: string, body: object = {}) => request(catalog.app).post(path).set(catalog.credential).send(body),
    put: (path: string, body: object) => request(catalog.app).put(path).set(catalog.credential).send(body),
  });
  const article = (title: string, body = '<p>A long look at paint.</p>') => ({
    title,
    coverImage: '/api/media/cover.jpg',
    body,
    author: 'Eda Editor',
  });
  const write = async (title: string, body?: string) =>
    (await internal().post('/internal/articles', article(title, body)).expect(201)).body;
  const publicLinks = async () =>
    (await request(catalog.app).get('/magazine').expect(200)).body.articles.map((a: { link: string }) => a.link);

  it('when an editor writes an article, then it is a draft that no visitor sees', async () => {
    const { article: written, before, after } = await write('A Draft About Blue');
    expect(written).toMatchObject({
      link: 'a-draft-about-blue',
      status: 'draft',
      publishedAt: null,
      excerpt: 'A long look at paint.',
    });
    expect({ before, after }).toEqual({
      before: null,
      after: { title: 'A Draft About Blue', status: 'draft', publishedAt: null },
    });
    expect(await publicLinks()).not.toContain('a-draft-about-blue');
    await request(catalog.app).get('/magazine/a-draft-about-blue').expect(404, { message: 'Article not found' });
  });

  it('when an article is published now, then it is on /magazine and its page; unpublished, it is gone again', async () => {
    const { article: written } = await write('Out Today');
    const published = await internal().post(`/internal/articles/${written.id}/publish`).expect(200);
    expect(published.body.before).toMatchObject({ status: 'draft' });
    expect(published.body.after).toMatchObject({ status: 'published' });
    expect(await publicLinks()).toContain('out-today');
    await request(catalog.app).get('/magazine/out-today').expect(200);

    const unpublished = await internal().post(`/internal/articles/${written.id}/unpublish`).expect(200);
    expect(unpublished.body.after).toEqual({ title: 'Out Today', status: 'draft', publishedAt: null });
    expect(await publicLinks()).not.toContain('out-today');
    await request(catalog.app).get('/magazine/out-today').expect(404);
  });

  it('when an article is scheduled, then it is hidden until its time, and shows by itself once the time has come', async () => {
    const { article: written } = await write('Coming Soon');
    const at = new Date(Date.now() + HOUR).toISOString();
    const scheduled = await internal().post(`/internal/articles/${written.id}/publish`, { at }).expect(200);
    expect(scheduled.body.after).toEqual({ title: 'Coming Soon', status: 'scheduled', publishedAt: at });
    expect(await publicLinks()).not.toContain('coming-soon');

    // The clock moves on: no job runs, the public read compares the time.
    await catalog.ctx
      .db('articles')
      .where({ id: written.id })
      .update({ published_at: new Date(Date.now() - 1000) });
    expect(await publicLinks()).toContain('coming-soon');
    expect((await internal().get(`/internal/articles/${written.id}`).expect(200)).body.status).toBe('published');
  });

  it('when a time in the past is asked, then 400 and the article stays a draft', async () => {
    const { article: written } = await write('Yesterday’s News');
    const res = await internal()
      .post(`/internal/articles/${written.id}/publish`, { at: new Date(Date.now() - HOUR).toISOString() })
      .expect(400);
    expect(res.body).toEqual({ message: 'Please choose a time in the future, or publish now' });
    expect((await internal().get(`/internal/articles/${written.id}`)).body.status).toBe('draft');
  });

  it('when a body holds scripts and handlers, then they are dropped before it is stored, also on an edit', async () => {
    const evil =
      '<p onclick="steal()">Hi <script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';
    const { article: written } = await write('Safe', evil);
    expect(written.body).toBe('<p>Hi <img src="x" /><a>x</a></p>');
    const edited = await internal()
      .put(`/internal/articles/${written.id}`, {
        ...article('Safe Again'),
        excerpt: 'A standfirst of its own',
        body: `<h2>New</h2>${evil}`,
      })
      .expect(200);
    expect(edited.body.article).toMatchObject({
      title: 'Safe Again',
      link: 'safe',
      excerpt: 'A standfirst of its own',
      body: '<h2>New</h2><p>Hi <img src="x" /><a>x</a></p>',
    });
    expect(edited.body.before).toMatchObject({ title: 'Safe' });
    const stored = await catalog.ctx.db('articles').where({ id: written.id }).first();
    expect(stored.body_html).toBe('<h2>New</h2><p>Hi <img src="x" /><a>x</a></p>');
  });

  it('when the same title is written twice, then the second gets a link of its own', async () => {
    await write('Twice');
    expect((await write('Twice')).article.link).toBe('twice-2');
  });

  it('when the editor lists articles, then drafts, scheduled and published are all there, by page', async () => {
    const page = await internal().get('/internal/articles?page=1').expect(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 20, total: expect.any(Number) });
    expect(new Set(page.body.articles.map((a: { status: string }) => a.status))).toEqual(
      new Set(['draft', 'published']),
    );
    expect((await internal().get('/internal/articles?page=99').expect(200)).body.articles).toEqual([]);
  });

  it.each([
    [{ ...article(''), author: 'E' }, 'Please give the article a title'],
    [{ ...article('T'), coverImage: '' }, 'Please upload a cover picture'],
    [{ ...article('T'), coverImage: 'https://elsewhere.example/x.jpg' }, 'The cover must be a picture uploaded here'],
    [article('T', '<p> </p>'), 'Please write the article'],
    [article('T', '<script>only()</script>'), 'Please write the article'],
  ])('when %j is written, then 400 %s', async (body, message) => {
    const res = await internal().post('/internal/articles', body).expect(400);
    expect(res.body.message).toContain(message);
  });

  it.each(['not-a-uuid', '55555555-5555-4555-8555-555555555555'])(
    'when article %s is asked, then 404 Article not found',
    async (id) => {
      await internal().get(`/internal/articles/${id}`).expect(404, { message: 'Article not found' });
      await internal().post(`/internal/articles/${id}/publish`).expect(404, { message: 'Article not found' });
    },
  );

  it('when a cover picture is sent for an admin, then it is stored as theirs; a video is refused', async () => {
    const res = await request(catalog.app)
      .post(`/internal/articles/covers?uploader=${ADMIN}`)
      .set(catalog.credential)
      .attach('file', await png(), 'cover.png')
      .expect(201);
    expect(res.body.url).toMatch(/^\/api\/media\/[0-9a-f]+\.png$/);
    expect(await catalog.ctx.db('media').where({ owner_id: ADMIN }).count('* as n').first()).toMatchObject({
      n: expect.anything(),
    });
  });

  it('when the magazine routes are called without the service credential, then 401', async () => {
    await request(catalog.app).get('/internal/articles').expect(401);
  });
});
