import request from 'supertest';
import { bearer, signUp, startIdentity, type TestIdentity } from './helpers';

let service: TestIdentity;
beforeAll(async () => {
  service = await startIdentity();
  // Three collectors save works through the real route; their saving days are then set where the test needs them.
  const save = async (slug: string, on: string) => {
    const { token, user } = await signUp(service.app);
    await request(service.app).post(`/user/bookmark/${slug}`).set(bearer(token)).expect(200);
    await service.ctx.db('bookmarks').where({ user_id: user._id, slug }).update({ created_at: on });
  };
  await save('open-sea', '2026-11-02T08:00:00Z');
  await save('open-sea', '2026-11-02T22:00:00Z');
  await save('open-sea', '2026-11-05T12:00:00Z');
  await save('blue-hour', '2026-11-10T12:00:00Z');
  await save('someone-elses', '2026-11-02T12:00:00Z');
  await save('open-sea', '2026-10-01T12:00:00Z'); // before the window
  const { token } = await signUp(service.app);
  await request(service.app).get('/user/bookmark/artist/open-sea').set(bearer(token)).expect(200); // an artist bookmark named alike
}, 60_000);
afterAll(() => service.stop());

const ask = (body: object) => request(service.app).post('/internal/analytics/saves').set(service.credential).send(body);

test('when asked for the saves of an artist’s works by day, then each work’s item bookmarks of each UTC day are counted', async () => {
  const res = await ask({ slugs: ['open-sea', 'blue-hour'], since: '2026-11-01', unit: 'day' }).expect(200);
  expect(res.body.counts).toEqual([
    { slug: 'open-sea', bucket: '2026-11-02', count: 2 },
    { slug: 'open-sea', bucket: '2026-11-05', count: 1 },
    { slug: 'blue-hour', bucket: '2026-11-10', count: 1 },
  ]);
});

test('when asked by week, then saves are counted per week from its Monday', async () => {
  const res = await ask({ slugs: ['open-sea', 'blue-hour'], since: '2026-10-26', unit: 'week' }).expect(200);
  expect(res.body.counts).toEqual([
    { slug: 'open-sea', bucket: '2026-11-02', count: 3 },
    { slug: 'blue-hour', bucket: '2026-11-09', count: 1 },
  ]);
});

test('when no slugs are sent, then nothing is counted; when the window is not one, then 400 says why', async () => {
  expect((await ask({ slugs: [], since: '2026-11-01', unit: 'day' }).expect(200)).body).toEqual({ counts: [] });
  expect((await ask({ slugs: ['open-sea'], since: 'yesterday', unit: 'day' }).expect(400)).body).toEqual({
    message: 'Since must be a date like 2026-11-01',
  });
});

test('when a caller has no service credential, then 401', async () => {
  await request(service.app)
    .post('/internal/analytics/saves')
    .send({ slugs: ['open-sea'], since: '2026-11-01', unit: 'day' })
    .expect(401);
});
