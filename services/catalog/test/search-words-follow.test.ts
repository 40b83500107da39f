import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, bearer, ids, owners, startCatalog, type TestCatalog } from './helpers';

// A search by words alone reads artwork_words (migration 013), a copy kept by a trigger: each change an artwork can go
// through must show in it at once, as it does in a search with filters, which reads artworks.
let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog();
  await createArtworkRepository(catalog.ctx.db).insertMany([
    artwork('misty-pier', { title: 'Misty Pier', description: 'Fog over the water.' }),
    artwork('open-field', { title: 'Open Field', description: 'Fog at dawn.', owner: owners.ben }),
  ]);
}, 60_000);
afterAll(() => catalog.stop());

/** The slugs found by these words: alone (artwork_words), and with a filter every artwork passes (artworks). */
async function found(words: string) {
  const ask = async (query: string) => {
    const res = await request(catalog.app).get(`/search?${query}`).expect(200);
    return { slugs: res.body.artworks.map((art: { slug: string }) => art.slug).sort(), total: res.body.total };
  };
  const [alone, filtered] = await Promise.all([ask(`q=${words}`), ask(`q=${words}&medium=Oil`)]);
  expect(alone).toEqual(filtered);
  return alone.slugs;
}

const edit = (slug: string, body: object) =>
  request(catalog.app).put(`/artwork/edit/${slug}`).set(bearer(catalog.tokens.ana)).send(body);

test('when an artwork is added, then its words find it', async () => {
  expect(await found('fog')).toEqual(['misty-pier', 'open-field']);
  expect(await found('misty')).toEqual(['misty-pier']);
});

test('when its owner retitles it, then the new words find it and the old ones no longer do', async () => {
  await edit('misty-pier', { title: 'Sunlit Pier', price: 500 }).expect(200);
  expect(await found('misty')).toEqual([]);
  expect(await found('sunlit')).toEqual(['misty-pier']);
});

test('when only its price changes, then its words still find it', async () => {
  await edit('misty-pier', { price: 650 }).expect(200);
  expect(await found('sunlit')).toEqual(['misty-pier']);
});

test("when its artist's name changes, then the new name finds it", async () => {
  await request(catalog.app)
    .put(`/internal/people/${ids.ben}/profile`)
    .set(catalog.credential)
    .send({ eventId: randomUUID(), name: 'Benedetta Okri', slug: 'benedetta', avatar: null })
    .expect(200);
  expect(await found('benedetta')).toEqual(['open-field']);
});

test('when a moderator hides it or its owner is suspended, then its words find it only once it is shown again', async () => {
  const hide = (body: object) =>
    request(catalog.app).put('/internal/artworks/open-field/hidden').set(catalog.credential).send(body).expect(200);
  const suspend = (suspended: boolean) =>
    request(catalog.app)
      .put(`/internal/people/${ids.ana}/suspended`)
      .set(catalog.credential)
      .send({ suspended })
      .expect(200);
  await hide({ hidden: true, reason: 'Copied from another artist' });
  expect(await found('fog')).toEqual(['misty-pier']);
  await hide({ hidden: false });
  await suspend(true);
  expect(await found('fog')).toEqual(['open-field']);
  await suspend(false);
  expect(await found('fog')).toEqual(['misty-pier', 'open-field']);
});

test('when its owner deletes it, then its words no longer find it', async () => {
  await request(catalog.app).delete('/artwork/misty-pier').set(bearer(catalog.tokens.ana)).expect(200);
  expect(await found('sunlit')).toEqual([]);
  expect(await found('fog')).toEqual(['open-field']);
});
