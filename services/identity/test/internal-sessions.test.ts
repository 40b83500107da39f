import request from 'supertest';
import { artist, bearer, customer, signUp, startIdentity } from './helpers';

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

describe('GET /internal/artists/:slug', () => {
  test('when the slug is an artist, then their public profile and artwork count are answered, and never their e-mail', async () => {
    const { user } = await signUp(service.app, artist({ artistName: 'Lookup Artist' }));
    const { body } = await request(service.app)
      .get('/internal/artists/lookup-artist')
      .set(service.credential)
      .expect(200);
    expect(body).toEqual({
      _id: user._id,
      slug: 'lookup-artist',
      artistName: 'Lookup Artist',
      firstName: 'Mara',
      lastName: 'Okafor',
      avatar: null,
      instagram: null,
      role: 'user',
      count: 0,
    });
  });

  test.each([
    ['an unknown slug', 'nobody-here'],
    ['SQL', "x' OR '1'='1"],
    ['a very long slug', 'a'.repeat(500)],
  ])('when the slug is %s, then 404 says the artist is not found', async (_case, slug) => {
    await request(service.app)
      .get(`/internal/artists/${encodeURIComponent(slug)}`)
      .set(service.credential)
      .expect(404, { message: 'Artist not found' });
  });

  test('when there is no service credential, then 401', async () => {
    await request(service.app)
      .get('/internal/artists/lookup-artist')
      .expect(401, { message: 'Service credential required' });
  });
});

describe('POST /internal/users/:id/sessions/end', () => {
  test('when the user is unknown, then 404; without the credential, 401', async () => {
    await request(service.app)
      .post('/internal/users/00000000-0000-4000-8000-000000000000/sessions/end')
      .set(service.credential)
      .expect(404, { message: 'User not found' });
    await request(service.app)
      .post('/internal/users/not-a-uuid/sessions/end')
      .set(service.credential)
      .expect(404, { message: 'User not found' });
    const { user } = await signUp(service.app);
    await request(service.app)
      .post(`/internal/users/${user._id}/sessions/end`)
      .expect(401, { message: 'Service credential required' });
  });
});

describe('GET /internal/sessions/ended', () => {
  const feed = (after?: string) =>
    request(service.app)
      .get('/internal/sessions/ended')
      .query(after === undefined ? {} : { after })
      .set(service.credential);

  test('when sessions end, then the feed lists them with the moment their tokens are all dead, and a cursor to go on from', async () => {
    const first = await feed().expect(200);
    const { token } = await signUp(service.app, customer());
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
    await request(service.app).post('/auth/logout').set(bearer(token)).expect(200);
    const page = await feed(first.body.cursor).expect(200);
    const entry = page.body.ended.find((ended: { sid: string }) => ended.sid === sid);
    const lifetime = Date.parse(entry.until) - Date.now();
    expect(lifetime).toBeGreaterThan(15 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(16 * 60 * 1000);
    expect(Date.parse(page.body.cursor)).toBeGreaterThan(Date.parse(first.body.cursor));
  });

  test('when sessions ended more than 16 minutes ago, then the feed leaves them out: their tokens have expired', async () => {
    const { token } = await signUp(service.app, customer());
    await request(service.app).post('/auth/logout').set(bearer(token)).expect(200);
    await service.ctx
      .db('sessions')
      .whereNotNull('ended_at')
      .update({ ended_at: new Date(Date.now() - 17 * 60 * 1000) });
    expect((await feed().expect(200)).body.ended).toEqual([]);
  });

  test('when the cursor is not one, then 400 says so; without the credential, 401', async () => {
    await feed('yesterday-ish').expect(400, { message: 'After must be a cursor from an earlier answer' });
    await request(service.app).get('/internal/sessions/ended').expect(401, { message: 'Service credential required' });
  });
});
