import request from 'supertest';
import type { Express } from 'express';
import type { ServiceName } from '../src/domain/services';
import { GATEWAY_CREDENTIAL_HEADER, gatewayCredential } from '@easel/service-kit';
import {
  closedPortUrl,
  gateway,
  serviceEnv,
  startFakeServices,
  TEST_INTERNAL_SECRET,
  type Echo,
} from './fake-services';

// One call per route-table row: the path the visitor uses and the service that must receive it.
const calls: [string, string, ServiceName][] = [
  ['POST', '/api/auth/login', 'identity'],
  ['GET', '/api/user/me', 'identity'],
  ['GET', '/api/artwork/get/comments/sunset?skip=0&limit=7', 'community'],
  ['POST', '/api/artwork/comment/new', 'community'],
  ['GET', '/api/pulse/weekly', 'community'],
  ['POST', '/api/artwork/order-request', 'commerce'],
  ['POST', '/api/payment/create-payment-intent', 'commerce'],
  ['GET', '/api/orders/EA-1001', 'commerce'],
  ['GET', '/api/cart', 'commerce'],
  ['POST', '/api/artwork/artist/message', 'artist'],
  ['GET', '/api/artist/ana-lima', 'artist'],
  ['GET', '/api/giftcard/summer', 'artist'],
  ['POST', '/api/newsletter/send', 'artist'],
  ['GET', '/api/analytics/overview', 'artist'],
  ['GET', '/api/inbox/messages', 'artist'],
  ['POST', '/api/admin/login', 'admin'],
  ['GET', '/api/artwork/get/sunset?fp=abc', 'catalog'],
  ['GET', '/api/artworks?page=2', 'catalog'],
  ['GET', '/api/search?q=sea', 'catalog'],
  ['POST', '/api/media/upload', 'catalog'],
  ['GET', '/api/magazine/the-long-exhale', 'catalog'],
];

describe('gateway proxy', () => {
  let fakes: Awaited<ReturnType<typeof startFakeServices>>;
  let app: Express;
  beforeAll(async () => {
    fakes = await startFakeServices();
    app = gateway(serviceEnv(fakes.urls));
  });
  afterAll(() => fakes.stop());

  it.each(calls)(
    'when %s %s is called, then %s receives it without /api and with the request id',
    async (method, url, service) => {
      const call = method.toLowerCase() as 'get' | 'post';
      const answer = await request(app)[call](url).set('x-request-id', 'req-42').expect(200);
      const echo = answer.body as Echo;
      expect(echo).toMatchObject({ service, method, url: url.slice('/api'.length), requestId: 'req-42' });
      expect(answer.headers['x-request-id']).toBe('req-42');
    },
  );

  it('when a call comes without a request id, then one is made, forwarded and echoed, with X-Forwarded-For', async () => {
    const answer = await request(app).get('/api/user/me').expect(200);
    const echo = answer.body as Echo;
    expect(echo.requestId).toMatch(/^[\w-]{8,}$/);
    expect(answer.headers['x-request-id']).toBe(echo.requestId);
    expect(echo.forwardedFor).toMatch(/127\.0\.0\.1/);
  });

  it('when a call comes through a proxy of its own, then the service sees each hop and the address the visitor asked for', async () => {
    const answer = await request(app)
      .get('/api/user/me')
      .set('Host', 'easel.example')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('Connection', 'close')
      .expect(200);
    const echo = answer.body as Echo;
    expect(echo.forwardedFor).toMatch(/^203\.0\.113\.7,(::ffff:)?127\.0\.0\.1$/);
    expect(echo).toMatchObject({
      forwardedProto: 'http',
      forwardedHost: 'easel.example',
      host: new URL(fakes.urls.identity).host,
    });
  });

  it('when a visitor sends a gateway credential of their own, then the service gets the gateway’s in its place', async () => {
    const answer = await request(app).get('/api/user/me').set(GATEWAY_CREDENTIAL_HEADER, 'made-up').expect(200);
    expect((answer.body as Echo).gatewayCredential).toBe(gatewayCredential(TEST_INTERNAL_SECRET));
  });

  it('when a multipart upload is sent, then its body reaches the service untouched', async () => {
    const image = Buffer.alloc(200_000, 7);
    const answer = await request(app).post('/api/media/upload').attach('file', image, 'art.png').expect(200);
    expect((answer.body as Echo).bodyBytes).toBeGreaterThan(image.length);
  });

  it('when /api/internal/* is called, then it is never proxied: 404', async () => {
    const answer = await request(app).get('/api/internal/artworks/sold').expect(404);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('when an unknown /api path is called, then a JSON 404 with a message', async () => {
    const answer = await request(app).get('/api/nothing-here').expect(404).expect('content-type', /json/);
    expect(answer.body).toEqual({ message: 'No route for GET /api/nothing-here' });
  });
});

describe('gateway with a service down', () => {
  let fakes: Awaited<ReturnType<typeof startFakeServices>>;
  beforeAll(async () => {
    fakes = await startFakeServices();
  });
  afterAll(() => fakes.stop());

  it('when a service is stopped, then its calls get a JSON 503 within 3 s while other services still answer', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), COMMERCE_URL: await closedPortUrl() });
    const started = Date.now();
    const answer = await request(app).get('/api/orders/EA-1').expect(503).expect('content-type', /json/);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answer.body).toEqual({ message: 'Commerce is unavailable, please try again shortly' });
    await request(app).get('/api/user/me').expect(200);
  });

  it('when a service hangs, then the call ends with a JSON error after UPSTREAM_TIMEOUT_MS', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), UPSTREAM_TIMEOUT_MS: '300' });
    const answer = await request(app).get('/api/artworks/slow').expect(504).expect('content-type', /json/);
    expect(answer.body).toEqual({ message: 'Catalog did not answer in time, please try again shortly' });
  });

  it('when a service cuts its answer half way, then the call is cut for the visitor at once, not at the timeout', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), UPSTREAM_TIMEOUT_MS: '5000' });
    const started = Date.now();
    await expect(request(app).get('/api/artworks/cut')).rejects.toThrow(/aborted|hang up|ECONNRESET/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('when an upload takes longer than UPSTREAM_TIMEOUT_MS, then it still gets its answer within UPLOAD_TIMEOUT_MS', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), UPSTREAM_TIMEOUT_MS: '300', UPLOAD_TIMEOUT_MS: '5000' });
    await request(app).post('/api/media/late').expect(200, { service: 'catalog', late: true });
    await request(app).get('/api/artworks/late').expect(504);
  });
});
