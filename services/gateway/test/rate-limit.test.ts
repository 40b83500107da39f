import { createRedis, DEVICE_COOKIE, deviceCookies } from '@easel/service-kit';
import request from 'supertest';
import { gateway, serviceEnv, startFakeServices, TEST_INTERNAL_SECRET } from './fake-services';

describe('gateway rate limits on credential calls', () => {
  let fakes: Awaited<ReturnType<typeof startFakeServices>>;
  beforeAll(async () => {
    fakes = await startFakeServices();
  });
  afterAll(() => fakes.stop());

  it('when a visitor tries to log in an 11th time in a minute, then 429 with a message and RateLimit headers', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), RATE_LIMIT_AUTH_PER_MINUTE: '10' });
    for (let attempt = 1; attempt <= 10; attempt++)
      await request(app).post('/api/auth/login').send({ email: 'a@b.c', password: 'x' }).expect(200);
    const answer = await request(app).post('/api/auth/login').send({ email: 'a@b.c', password: 'x' }).expect(429);
    expect(answer.body).toEqual({ message: 'Too many attempts, please wait a minute and try again' });
    expect(answer.headers['ratelimit-policy']).toBeDefined();
    expect(answer.headers['ratelimit']).toBeDefined();
  });

  it('when a browser that signed in before logs in behind a flooded address, then it has its own count', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    const login = (cookie?: string) => {
      const call = request(app).post('/api/auth/login').set('X-Forwarded-For', '203.0.113.8');
      return (cookie ? call.set('Cookie', `theme=dark; ${DEVICE_COOKIE}=${cookie}`) : call).send({
        email: 'a@b.c',
        password: 'x',
      });
    };
    for (let attempt = 1; attempt <= 2; attempt++) await login().expect(200);
    await login().expect(429);
    const devices = deviceCookies(TEST_INTERNAL_SECRET);
    const known = devices.issue('a@b.c');
    await login(known).expect(200);
    await login(known).expect(200);
    await login(known).expect(429);
    // A cookie the platform did not sign is no device: it shares the address's spent count.
    await login(deviceCookies('another platform’s secret, long enough').issue('a@b.c')).expect(429);
    // Another browser, known too, has a count of its own.
    await login(devices.issue('someone@else.example')).expect(200);
  });

  it('when the limit is set lower, then every limited call keeps its own count per visitor', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    const limited = [
      '/api/auth/register',
      '/api/auth/forgot-password',
      '/api/auth/reset-password/token-1',
      '/api/admin/login',
      '/api/artwork/artist/message',
      '/api/artwork/order-request',
      '/api/payment/create-payment-intent',
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

  it('when one address posts comments past its minute, then 429 says to slow down; another address still may', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), RATE_LIMIT_COMMENTS_PER_MINUTE: '2' });
    const comment = (from: string) =>
      request(app).post('/api/artwork/comment/new').set('X-Forwarded-For', from).send({ html: '<p>hi</p>' });
    await comment('203.0.113.7').expect(200);
    await comment('203.0.113.7').expect(200);
    const refused = await comment('203.0.113.7').expect(429);
    expect(refused.body).toEqual({ message: 'You are commenting too fast, please wait a minute' });
    expect(refused.headers['ratelimit']).toBeDefined();
    await comment('198.51.100.9').expect(200);
  });

  it('when one address votes past three times the comments’ limit, then 429 says too many votes, comment and Pulse votes counted apart', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), RATE_LIMIT_COMMENTS_PER_MINUTE: '1' });
    for (const path of ['/api/artwork/comment/upvote/sunset/c1', '/api/pulse/upvote/sunset']) {
      for (let vote = 1; vote <= 3; vote++)
        await request(app).post(`${path}?fp=f${vote}`).set('X-Forwarded-For', '203.0.113.8').expect(200);
      const refused = await request(app).post(path).set('X-Forwarded-For', '203.0.113.8').expect(429);
      expect(refused.body).toEqual({ message: 'Too many votes, please wait a minute' });
    }
    // Another comment's vote shares the address's count.
    await request(app).post('/api/artwork/comment/upvote/sunset/c2').set('X-Forwarded-For', '203.0.113.8').expect(429);
  });

  it('when comments are read often, then reading is not limited', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), RATE_LIMIT_COMMENTS_PER_MINUTE: '1' });
    for (let i = 0; i < 5; i++) await request(app).get('/api/artwork/get/comments/sunset?skip=0&limit=7').expect(200);
    for (let i = 0; i < 5; i++) await request(app).get('/api/pulse/art/sunset').expect(200);
  });

  it('when two gateway replicas share Redis, then a visitor cannot multiply the limit by the number of replicas', async () => {
    const redis = createRedis('redis://127.0.0.1:6379')!;
    // A visitor address of this run only, so earlier runs' counts in Redis do not matter.
    const visitor = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;
    const login = (app: ReturnType<typeof gateway>) =>
      request(app).post('/api/auth/login').set('X-Forwarded-For', visitor).send({ email: 'a@b.c', password: 'x' });
    try {
      const replica = () => gateway({ ...serviceEnv(fakes.urls), RATE_LIMIT_AUTH_PER_MINUTE: '3' }, redis);
      const [one, other] = [replica(), replica()];
      await login(one).expect(200);
      await login(other).expect(200);
      await login(one).expect(200);
      const refused = await login(other).expect(429);
      expect(refused.body).toEqual({ message: 'Too many attempts, please wait a minute and try again' });
    } finally {
      for (const key of await redis.keys(`easel:gateway:*${visitor}`)) await redis.del(key);
      redis.disconnect();
    }
  });
});
