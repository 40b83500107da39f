import request from 'supertest';
import { signUp, startIdentity, type TestIdentity } from './helpers';

let service: TestIdentity;
beforeAll(async () => {
  service = await startIdentity();
  // Accounts opened through the real route; their days are then set where the test needs them.
  const opened = async (on: string) => {
    const { user } = await signUp(service.app);
    await service.ctx.db('users').where({ id: user._id }).update({ created_at: on });
  };
  await opened('2024-03-04T00:30:00Z'); // Monday
  await opened('2024-03-10T23:30:00Z'); // Sunday, the same week
  await opened('2024-03-11T09:00:00Z'); // the next Monday
  await opened('2024-02-20T09:00:00Z'); // before the window
}, 60_000);
afterAll(() => service.stop());

const ask = (query: string) =>
  request(service.app).get(`/internal/dashboard/new-users?${query}`).set(service.credential);

test('when the dashboard asks for new users per week, then each UTC week from its Monday counts its accounts', async () => {
  const { body } = await ask('since=2024-03-04').expect(200);
  expect(body.weeks.filter((week: { week: string }) => week.week < '2025-01-01')).toEqual([
    { week: '2024-03-04', count: 2 },
    { week: '2024-03-11', count: 1 },
  ]);
});

test('when since is not a date, then 400; without the service credential, 401', async () => {
  expect((await ask('since=monday').expect(400)).body).toEqual({ message: 'Since must be a date (YYYY-MM-DD)' });
  await request(service.app).get('/internal/dashboard/new-users?since=2024-03-04').expect(401);
});
