import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, bearer, ids, owners, startCatalog, type TestCatalog } from './helpers';

const REASON = 'Copied from another artist';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog();
  await createArtworkRepository(catalog.ctx.db).insertMany([
    artwork('blue-harbour', { title: 'Blue Harbour', onSale: false }),
    artwork('red-field', { title: 'Red Field' }),
    artwork('green-hill', { title: 'Green Hill', owner: owners.ben }),
  ]);
}, 60_000);
afterAll(() => catalog.stop());

const hide = (slug: string, body: object) =>
  request(catalog.app).put(`/internal/artworks/${slug}/hidden`).set(catalog.credential).send(body);
const suspend = (id: string, suspended: boolean) =>
  request(catalog.app).put(`/internal/people/${id}/suspended`).set(catalog.credential).send({ suspended });
const page = (slug: string, token?: string) =>
  request(catalog.app)
    .get(`/artwork/get/${slug}`)
    .set(token ? bearer(token) : {});
const slugsOf = (res: request.Response) => res.body.artworks.map((art: { slug: string }) => art.slug).sort();

async function everywhere() {
  const [home, gallery, search, artists, candidates, bought] = await Promise.all([
    request(catalog.app).get('/artworks').expect(200),
    request(catalog.app).get('/artworks?owner=ana-lee').expect(200),
    request(catalog.app).get('/search').expect(200),
    request(catalog.app).get('/artists').expect(200),
    request(catalog.app).get('/internal/artworks/pulse-candidates').set(catalog.credential).expect(200),
    request(catalog.app)
      .get('/internal/artworks?slugs=blue-harbour,red-field,green-hill')
      .set(catalog.credential)
      .expect(200),
  ]);
  return {
    home: slugsOf(home),
    gallery: slugsOf(gallery),
    search: slugsOf(search),
    anaCount: artists.body.artists.find((artist: { slug: string }) => artist.slug === 'ana-lee')?.count ?? 0,
    candidates: candidates.body.slugs,
    buyable: bought.body.artworks
      .filter((art: { published: boolean }) => art.published)
      .map((art: { slug: string }) => art.slug)
      .sort(),
  };
}

test('when a moderator hides a work, then it is a 404 for visitors and other users, and gone from every listing, search, the Pulse and checkout', async () => {
  const res = await hide('blue-harbour', { hidden: true, reason: REASON }).expect(200);
  expect(res.body.before).toMatchObject({ slug: 'blue-harbour', title: 'Blue Harbour', hiddenReason: null });
  expect(res.body.after).toMatchObject({ slug: 'blue-harbour', hiddenReason: REASON, ownerId: ids.ana });

  expect((await page('blue-harbour').expect(404)).body.message).toBeTruthy();
  await page('blue-harbour', catalog.tokens.ben).expect(404);
  expect(await everywhere()).toEqual({
    home: ['green-hill', 'red-field'],
    gallery: ['red-field'],
    search: ['green-hill', 'red-field'],
    anaCount: 1,
    candidates: [],
    buyable: ['green-hill', 'red-field'],
  });
  // Nor is it among the carousels of the works still shown.
  const other = await page('red-field').expect(200);
  expect(JSON.stringify(other.body.similar) + JSON.stringify(other.body.more)).not.toContain('blue-harbour');
});

test('when its owner opens a hidden work, then they see it with the moderators’ reason', async () => {
  const res = await page('blue-harbour', catalog.tokens.ana).expect(200);
  expect(res.body.art.hiddenNotice).toBe(`This artwork is hidden by Easel's moderators: ${REASON}`);
  expect((await page('red-field', catalog.tokens.ana).expect(200)).body.art.hiddenNotice).toBeUndefined();
});

test('when the moderator restores it, then it is back everywhere', async () => {
  const res = await hide('blue-harbour', { hidden: false }).expect(200);
  expect(res.body.after.hiddenReason).toBeNull();
  await page('blue-harbour').expect(200);
  expect(await everywhere()).toMatchObject({
    home: ['blue-harbour', 'green-hill', 'red-field'],
    anaCount: 2,
    candidates: ['blue-harbour'],
  });
});

test('when an owner is suspended, then all their works are hidden with the suspension notice, and its end keeps a moderator’s hide', async () => {
  await hide('red-field', { hidden: true, reason: REASON }).expect(200);
  expect((await suspend(ids.ana, true).expect(200)).body).toEqual({ suspended: true, artworks: 2 });
  await page('blue-harbour').expect(404);
  expect((await page('blue-harbour', catalog.tokens.ana).expect(200)).body.art.hiddenNotice).toBe(
    'Your account is suspended',
  );
  expect(await everywhere()).toMatchObject({ home: ['green-hill'], gallery: [], search: ['green-hill'], anaCount: 0 });

  await suspend(ids.ana, false).expect(200);
  await page('blue-harbour').expect(200);
  await page('red-field').expect(404);
  expect((await page('red-field', catalog.tokens.ana).expect(200)).body.art.hiddenNotice).toContain(REASON);
  await hide('red-field', { hidden: false }).expect(200);
});

test('when the input is wrong, then it is a clear 4xx', async () => {
  expect((await hide('blue-harbour', { hidden: true }).expect(400)).body.message).toMatch(/reason/i);
  expect((await hide('blue-harbour', { hidden: 'yes' }).expect(400)).body.message).toBeTruthy();
  expect((await hide('no-such-work', { hidden: false }).expect(404)).body.message).toBeTruthy();
  expect((await suspend('not-a-uuid', true).expect(400)).body.message).toBe('A person id must be a uuid');
  expect(
    (
      await request(catalog.app)
        .put(`/internal/people/${ids.ana}/suspended`)
        .set(catalog.credential)
        .send({})
        .expect(400)
    ).body.message,
  ).toBe('Suspended must be true or false');
  await request(catalog.app).put('/internal/artworks/blue-harbour/hidden').send({ hidden: false }).expect(401);
});
