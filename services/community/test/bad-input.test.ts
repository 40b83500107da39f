import { startTestService } from '@easel/service-kit/src/testing';
import request from 'supertest';
import { communityService } from '../src/service';

describe('community: hostile paths', () => {
  let service: Awaited<ReturnType<typeof startTestService<typeof communityService.configShape>>>;
  beforeAll(async () => {
    service = await startTestService(communityService);
  }, 60_000);
  afterAll(() => service.stop());

  it('when a rank is asked for with a control character in the slug, then 400 before anything is read', async () => {
    await request(service.app).get('/internal/pulse/rank/first%00').expect(400, { message: 'The address contains a character that is not allowed' });
  });

  it('when the slug does not decode, then 400 says the address is not valid', async () => {
    await request(service.app).get('/internal/pulse/rank/%E0%A4%A').expect(400, { message: 'The address is not valid' });
  });
});
