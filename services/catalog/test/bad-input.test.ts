import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, bearer, publishBody, startCatalog, type TestCatalog } from './helpers';

const NOT_ALLOWED_IN_ADDRESS = { message: 'The address contains a character that is not allowed' };
const BAD_ADDRESS = { message: 'The address is not valid' };
const refused = (field: string) => ({ message: `${field} contains a character that is not allowed` });
const LONG = 'x'.repeat(3000);

// Path and query reach SQL as slugs, links and filters: every hostile one gets a clear 4xx, never a database error.
describe('catalog: hostile paths, queries and text', () => {
  let catalog: TestCatalog;
  beforeAll(async () => {
    catalog = await startCatalog();
    await createArtworkRepository(catalog.ctx.db).insertMany([artwork('harbour', { description: 'Night harbour.' })]);
  }, 60_000);
  afterAll(() => catalog.stop());

  it('when a new artwork’s title holds a null byte, then 400 names the title', async () => {
    await request(catalog.app)
      .post('/artwork/new')
      .set(bearer(catalog.tokens.ana))
      .send(publishBody('Star\u0000ry', '/api/media/a.jpg'))
      .expect(400, refused('Title'));
  });

  it('when an edit’s description holds a control character, then 400 and the artwork keeps its text', async () => {
    await request(catalog.app)
      .put('/artwork/edit/harbour')
      .set(bearer(catalog.tokens.ana))
      .send({ description: 'Night\u001b[2J harbour' })
      .expect(400, refused('Description'));
    expect((await createArtworkRepository(catalog.ctx.db).findBySlug('harbour'))?.description).toBe('Night harbour.');
  });

  it.each([
    ['get', '/artwork/get/harbour%00'],
    ['put', '/artwork/edit/harbour%00'],
    ['delete', '/artwork/harbour%00'],
    ['get', '/magazine/%00'],
    ['get', '/media/a%00.jpg'],
    ['get', '/artworks?owner=ana%00'],
    ['get', '/artworks?slugs=a,b%00'],
    ['get', '/artists?slugs=%00'],
    ['get', '/search?q=sea%00'],
    ['get', '/search?medium=%00'],
    ['get', '/search?style=Abstract%1F'],
    ['get', '/artwork/get/harbour?fp=%00'],
  ] as const)('when %s %s holds a control character, then 400', async (method, url) => {
    const call = request(catalog.app)[method](url);
    await call.set(bearer(catalog.tokens.ana)).expect(400, NOT_ALLOWED_IN_ADDRESS);
  });

  it.each(['/artwork/get/%E0%A4%A', '/artwork/get/%c0%af', '/magazine/caf%E9', '/search?q=%E0%A4%A'])(
    'when %s does not decode, then 400',
    async (url) => {
      await request(catalog.app).get(url).expect(400, BAD_ADDRESS);
    },
  );

  it('when a slug or link is 3,000 characters long, then 404 as for any unknown one', async () => {
    await request(catalog.app).get(`/artwork/get/${LONG}`).expect(404, { message: 'No Art Found' });
    await request(catalog.app)
      .put(`/artwork/edit/${LONG}`)
      .set(bearer(catalog.tokens.ana))
      .send({})
      .expect(404, { message: 'No Art Found' });
    await request(catalog.app)
      .delete(`/artwork/${LONG}`)
      .set(bearer(catalog.tokens.ana))
      .expect(404, { message: 'No Art Found' });
    await request(catalog.app).get(`/magazine/${LONG}`).expect(404, { message: 'Article not found' });
    await request(catalog.app).get(`/media/${LONG}.jpg`).expect(404, { message: 'Media not found' });
  });

  it.each([
    ['search text is given twice', '/search?q=a&q=b', 'Search text must be text'],
    ['a filter is given twice', '/search?medium=Oil&medium=Ink', 'Medium must be text'],
    ['a page is past any number', '/search?page=1e309', 'Page must be a whole number between 1 and 10000'],
    ['a page size is not a number', '/search?pageSize=abc', 'Page size must be a whole number between 1 and 48'],
    ['search text is 3,000 characters', `/search?q=${LONG}`, 'Search text must be at most 200 characters'],
    ['the owner is given twice', '/artworks?owner=a&owner=b', 'Owner must be a string'],
    ['the owner is 3,000 characters', `/artworks?owner=${LONG}`, 'Slugs must be at most 200 characters'],
    ['the limit is given twice', '/artworks?limit=2&limit=3', 'Limit must be a whole number between 1 and 100'],
    [
      '101 slugs are asked for',
      `/artworks?slugs=${Array.from({ length: 101 }, (_, i) => `s${i}`).join(',')}`,
      'At most 100 slugs at a time',
    ],
    ['the fingerprint is given twice', '/artwork/get/harbour?fp=a&fp=b', 'Fingerprint must be text'],
  ])('when %s, then 400 says what is wrong', async (_what, url, message) => {
    await request(catalog.app).get(url).expect(400, { message });
  });

  it('when a query key is written as a list or an object, then it is not one the call reads, and the search answers as usual', async () => {
    const { body } = await request(catalog.app).get('/search?q[]=a&q[a]=b').expect(200);
    expect(body).toMatchObject({ page: 1, pageSize: 24 });
  });

  it('when a picture is asked for with a repeated or nonsense width, then the original’s rules apply, never a 5xx', async () => {
    await request(catalog.app).get('/media/missing.jpg?w=a&w=b&q[]=1').expect(404, { message: 'Media not found' });
  });
});
