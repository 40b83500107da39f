import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { VOCABULARY_MAX } from '../src/data-access/artwork-vocabulary';
import { artwork, startCatalog, type TestCatalog } from './helpers';

describe('the catalog vocabulary', () => {
  let catalog: TestCatalog;
  beforeAll(async () => {
    catalog = await startCatalog();
  }, 60_000);
  afterAll(() => catalog.stop());

  const vocabulary = async () => (await request(catalog.app).get('/artworks/vocabulary').expect(200)).body;

  it('when the catalog is empty, then there is nothing to suggest', async () => {
    expect(await vocabulary()).toEqual({ media: [], styles: [] });
  });

  it('when artworks use media and styles, then the most used come first, each once whatever its case, as most write it', async () => {
    await createArtworkRepository(catalog.ctx.db).insertMany([
      artwork('a', { medium: 'Oil', style: 'Abstract' }),
      artwork('b', { medium: 'oil', medium2: 'Gold leaf', style: 'abstract' }),
      artwork('c', { medium: 'Oil ', medium2: '', style: 'Abstract' }),
      artwork('d', { medium: 'Acrylic', medium2: 'Ink', style: 'Landscape' }),
      artwork('e', { medium: 'Ink', style: null }),
    ]);
    expect(await vocabulary()).toEqual({
      media: ['Oil', 'Ink', 'Acrylic', 'Gold leaf'],
      styles: ['Abstract', 'Landscape'],
    });
  });

  it('when the words are many, then the answer keeps the most used ones and may be cached a while', async () => {
    const many = Array.from({ length: VOCABULARY_MAX + 5 }, (_, i) =>
      artwork(`many-${i}`, { medium: `Medium ${i}`, style: `Style ${i}` }),
    );
    await createArtworkRepository(catalog.ctx.db).insertMany(many);
    const res = await request(catalog.app).get('/artworks/vocabulary').expect(200);
    expect(res.body.media).toHaveLength(VOCABULARY_MAX);
    expect(res.body.media.slice(0, 3)).toEqual(['Oil', 'Ink', 'Acrylic']);
    expect(res.body.styles.slice(0, 2)).toEqual(['Abstract', 'Landscape']);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});
