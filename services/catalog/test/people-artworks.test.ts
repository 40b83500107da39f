import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, owners, startCatalog, type TestCatalog } from './helpers';

// The admin area's account page reads an owner's works: every one, the artist's hidden ones too.
let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog();
  await createArtworkRepository(catalog.ctx.db).insertMany([
    artwork('people-first', { owner: owners.ben }),
    artwork('people-kept-back', { owner: owners.ben, phidden: true }),
    artwork('people-not-bens'),
  ]);
}, 60_000);
afterAll(() => catalog.stop());

const worksOf = (id: string) => request(catalog.app).get(`/internal/people/${id}/artworks`).set(catalog.credential);

test("when the admin area asks for an owner's works, then all of theirs are answered, hidden ones too, and only theirs", async () => {
  const { body } = await worksOf(owners.ben.id).expect(200);
  expect(body.total).toBe(2);
  expect(body.artworks.map((work: { slug: string }) => work.slug).sort()).toEqual(['people-first', 'people-kept-back']);
  expect(body.artworks.find((work: { slug: string }) => work.slug === 'people-kept-back')).toMatchObject({
    title: 'people-kept-back',
    featuredImage: '/api/media/people-kept-back.jpg',
    sold: false,
    phidden: true,
    createdAt: expect.any(String),
  });
});

test('when the owner has no works, then an empty list; a malformed id is 404; without the credential, 401', async () => {
  expect((await worksOf(randomUUID()).expect(200)).body).toEqual({ artworks: [], total: 0 });
  await worksOf('not-a-uuid').expect(404, { message: 'User not found' });
  await request(catalog.app).get(`/internal/people/${owners.ben.id}/artworks`).expect(401);
});
