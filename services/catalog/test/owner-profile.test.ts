import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, owners, startCatalog, type TestCatalog } from './helpers';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog();
  await createArtworkRepository(catalog.ctx.db).insertMany([
    artwork('first-light', { owner: owners.ana }),
    artwork('second-light', { owner: owners.ana }),
    artwork('someone-elses', { owner: owners.ben }),
  ]);
}, 60_000);
afterAll(() => catalog.stop());

const tell = (userId: string, body: object) =>
  request(catalog.app).put(`/internal/people/${userId}/profile`).set(catalog.credential).send(body);
const ownerOf = async (slug: string) =>
  (await request(catalog.app).get(`/internal/artworks?slugs=${slug}`).set(catalog.credential)).body.artworks[0].owner;

test("when identity tells of an artist's new name and address, then every artwork of theirs carries them, and no one else's", async () => {
  const res = await tell(owners.ana.id, {
    eventId: randomUUID(),
    name: 'Ana Lee-Park',
    slug: 'ana-paints',
    avatar: '/api/media/ana.png',
  });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ applied: true });
  expect(await ownerOf('first-light')).toMatchObject({ slug: 'ana-paints', name: 'Ana Lee-Park' });
  expect(await ownerOf('second-light')).toMatchObject({ slug: 'ana-paints', name: 'Ana Lee-Park' });
  expect(await ownerOf('someone-elses')).toMatchObject({ slug: owners.ben.slug, name: owners.ben.name });
  const row = await catalog.ctx.db('artworks').where({ slug: 'first-light' }).first();
  expect(row.owner_avatar).toBe('/api/media/ana.png');
});

test('when the same event comes again after a newer one, then the second delivery changes nothing', async () => {
  const eventId = randomUUID();
  await tell(owners.ana.id, { eventId, name: 'Ana Once', slug: 'ana-once', avatar: null });
  await tell(owners.ana.id, { eventId: randomUUID(), name: 'Ana Newer', slug: 'ana-newer', avatar: null });
  const again = await tell(owners.ana.id, { eventId, name: 'Ana Once', slug: 'ana-once', avatar: null });
  expect(again.body).toEqual({ applied: false });
  expect(await ownerOf('first-light')).toMatchObject({ slug: 'ana-newer', name: 'Ana Newer' });
});

test('when the change is malformed, then 400 says what is wrong', async () => {
  const res = await tell(owners.ana.id, { eventId: 'not-a-uuid', name: 'X', slug: null, avatar: null });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: 'Event id must be a uuid' });
});

test('when a caller without the service credential tells of a change, then it is refused', async () => {
  const res = await request(catalog.app)
    .put(`/internal/people/${owners.ana.id}/profile`)
    .send({ eventId: randomUUID(), name: 'Mallory', slug: null, avatar: null });
  expect(res.status).toBe(401);
  expect(await ownerOf('first-light')).not.toMatchObject({ name: 'Mallory' });
});
