import { DEMO_ARTISTS } from '@easel/contracts';
import { startTestService, type TestService } from '@easel/service-kit/testing';
import request from 'supertest';
import { artistService } from '../src/service';

describe('demo gift card', () => {
  let service: TestService<typeof artistService>;
  beforeAll(async () => {
    service = await startTestService(artistService);
    await artistService.seed!(service.deps);
  }, 60_000);
  afterAll(() => service.stop());

  it('when the demo is seeded, then the demo artist offers one published card from 50 €, and a second seed adds none', async () => {
    const artist = DEMO_ARTISTS[0]!;
    const { body } = await request(service.app).get('/giftcard/list').expect(200);
    expect(body).toMatchObject({
      total: 1,
      cards: [{ artistSlug: artist.slug, artistName: artist.artistName, amounts: [50, 100, 250], published: true }],
    });
    await artistService.seed!(service.deps);
    expect((await request(service.app).get('/giftcard/list').expect(200)).body.total).toBe(1);
  });
});
