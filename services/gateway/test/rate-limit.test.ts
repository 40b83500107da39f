import request from 'supertest';
import { gateway, serviceEnv, startFakeServices } from './fake-services';

describe('gateway rate limits on credential calls', () => {
  let fakes: Awaited<ReturnType<typeof startFakeServices>>;
  beforeAll(async () => {
    fakes = await startFakeServices();
  });
  afterAll(() => fakes.stop());

  it('when a visitor tries to log in an 11th time in a minute, then 429 with a message and RateLimit headers', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), RATE_LIMIT_AUTH_PER_MINUTE: '10' });
    for (let attempt = 1; attempt <= 10; attempt++) await request(app).post('/api/auth/login').send({ email: 'a@b.c', password: 'x' }).expect(200);
    const answer = await request(app).post('/api/auth/login').send({ email: 'a@b.c', password: 'x' }).expect(429);
    expect(answer.body).toEqual({ message: 'Too many attempts, please wait a minute and try again' });
    expect(answer.headers['ratelimit-policy']).toBeDefined();
    expect(answer.headers['ratelimit']).toBeDefined();
  });

  it('when the limit is set lower, then every limited call keeps its own count per visitor', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    const limited = [
      '/api/auth/register',
      '/api/auth/forgot-password',
      '/api/auth/reset-password/token-1',
      '/api/admin/login',
      '/api/artwork/artist/message',
    ];
    for (const path of limited) {
      await request(app).post(path).set('X-Forwarded-For', '203.0.113.7').expect(200);
      await request(app).post(path).set('X-Forwarded-For', '203.0.113.7').expect(200);
      await request(app).post(path).set('X-Forwarded-For', '203.0.113.7').expect(429);
      await request(app).post(path).set('X-Forwarded-For', '198.51.100.9').expect(200);
    }
  });

  it('when other calls are made often, then they are not limited', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), RATE_LIMIT_AUTH_PER_MINUTE: '1' });
    for (let i = 0; i < 3; i++) await request(app).get('/api/user/me').expect(200);
    for (let i = 0; i < 3; i++) await request(app).post('/api/auth/change-password').expect(200);
  });
});
