import request from 'supertest';
import { gateway, serviceEnv, startFakeServices } from './fake-services';

describe('gateway rate limit on the reset link check', () => {
  let fakes: Awaited<ReturnType<typeof startFakeServices>>;
  beforeAll(async () => {
    fakes = await startFakeServices();
  });
  afterAll(() => fakes.stop());

  it('when a visitor checks and uses reset links more often than the limit, then GET and POST share one count and the next is 429', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    const visitor = '203.0.113.44';
    await request(app).get('/api/auth/reset-password/link-1').set('X-Forwarded-For', visitor).expect(200);
    await request(app).post('/api/auth/reset-password/link-1').set('X-Forwarded-For', visitor).expect(200);
    const refused = await request(app)
      .get('/api/auth/reset-password/link-2')
      .set('X-Forwarded-For', visitor)
      .expect(429);
    expect(refused.body).toEqual({ message: 'Too many attempts, please wait a minute and try again' });
    await request(app).get('/api/auth/reset-password/link-2').set('X-Forwarded-For', '198.51.100.44').expect(200);
  });
});
