import { startTestService } from '@easel/service-kit/src/testing';
import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import type { NewArtwork } from '../src/domain/artwork';
import { catalogService } from '../src/service';

const owner = { id: '11111111-1111-4111-8111-111111111111', slug: 'ana-lee', name: 'Ana Lee', avatar: null };
const artwork = (slug: string, createdAt: string, extra: Partial<NewArtwork> = {}): NewArtwork => ({
  slug, title: slug, description: '', featuredImage: `/api/media/${slug}.jpg`, gallery: [], medium: 'Oil', medium2: null, material: 'Canvas',
  year: 2024, style: 'Abstract', size: { width: 50, height: 70 }, priceMinor: 125050, discountPriceMinor: null, currency: 'EUR', onSale: true,
  phidden: false, status: 'Available', allowoffers: null, owner, publishedAt: null, createdAt: new Date(createdAt), ...extra,
});

describe('listing artworks', () => {
  let service: Awaited<ReturnType<typeof startTestService<typeof catalogService.configShape>>>;
  beforeAll(async () => {
    service = await startTestService(catalogService);
    await createArtworkRepository(service.ctx.db).insertMany([
      artwork('old', '2024-01-01T00:00:00Z'),
      artwork('new', '2025-06-01T00:00:00Z', { discountPriceMinor: 99900 }),
      artwork('middle', '2025-01-01T00:00:00Z', { onSale: false }),
    ]);
  }, 60_000);
  afterAll(() => service.stop());

  it('when artworks are listed, then the newest come first with prices in major units', async () => {
    const { body } = await request(service.app).get('/artworks').expect(200);
    expect(body.total).toBe(3);
    expect(body.artworks.map((a: { slug: string }) => a.slug)).toEqual(['new', 'middle', 'old']);
    expect(body.artworks[0]).toMatchObject({ price: 1250.5, discountPrice: 999, currency: { tag: '€' }, onSale: true, user: { slug: 'ana-lee', artistName: 'Ana Lee' } });
    expect(body.artworks[1]).toMatchObject({ onSale: false, discountPrice: null, size: { width: 50, height: 70 } });
  });

  it('when a page is asked for, then limit and offset cut the list but not the total', async () => {
    const { body } = await request(service.app).get('/artworks?limit=1&offset=1').expect(200);
    expect(body).toMatchObject({ total: 3, artworks: [{ slug: 'middle' }] });
  });

  it('when the limit is out of range, then a 400 explains', async () => {
    const res = await request(service.app).get('/artworks?limit=1000').expect(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
