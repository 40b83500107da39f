import { stopGracefully } from '@easel/service-kit';
import request from 'supertest';
import { closedPortUrl, gateway, listen, rawGet, serviceEnv, startFakeServices, urlOf } from './fake-services';

describe('gateway health', () => {
  let fakes: Awaited<ReturnType<typeof startFakeServices>>;
  beforeAll(async () => {
    fakes = await startFakeServices();
  });
  afterAll(() => fakes.stop());

  it('when every service is ready, then /readyz is 200 and lists each one as up', async () => {
    const answer = await request(gateway(serviceEnv(fakes.urls)))
      .get('/readyz')
      .expect(200);
    expect(answer.body).toEqual({
      status: 'ok',
      services: { identity: 'up', catalog: 'up', artist: 'up', commerce: 'up', community: 'up', admin: 'up' },
    });
  });

  it('when a service is down, then /readyz is 503, degraded, naming it down', async () => {
    const app = gateway({ ...serviceEnv(fakes.urls), ADMIN_URL: await closedPortUrl() });
    const answer = await request(app).get('/readyz').expect(503);
    expect(answer.body.status).toBe('degraded');
    expect(answer.body.services).toMatchObject({ admin: 'down', identity: 'up', catalog: 'up' });
  });

  it('when the gateway is stopping, then its /readyz is 503 at once while it still serves calls', async () => {
    const app = gateway(serviceEnv(fakes.urls));
    const server = await listen(app);
    const stopped = stopGracefully(app, server, { drainMs: 300 });
    const readyz = await rawGet(`${urlOf(server)}/readyz`);
    expect({ status: readyz.status, body: JSON.parse(readyz.body.toString()) }).toEqual({
      status: 503,
      body: { message: 'Stopping' },
    });
    expect((await rawGet(`${urlOf(server)}/api/user/me`)).status).toBe(200);
    await stopped;
    expect(server.listening).toBe(false);
  });

  it('when nothing else runs, then /livez still answers', async () => {
    await request(gateway()).get('/livez').expect(200, { status: 'ok' });
  });
});
