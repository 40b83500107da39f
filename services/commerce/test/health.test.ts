import { startTestService } from '@easel/service-kit/src/testing';
import request from 'supertest';
import { commerceService } from '../src/service';

describe('commerce health', () => {
  let service: Awaited<ReturnType<typeof startTestService<typeof commerceService.configShape>>>;
  beforeAll(async () => {
    service = await startTestService(commerceService);
  }, 60_000);
  afterAll(() => service.stop());

  it('when asked /livez and /readyz, then both answer ok', async () => {
    await request(service.app).get('/livez').expect(200, { status: 'ok' });
    await request(service.app).get('/readyz').expect(200, { status: 'ok' });
  });

  it('when a path is unknown, then a JSON 404 with a message answers', async () => {
    const res = await request(service.app).get('/no-such-thing').expect(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});
