import request from 'supertest';
import { bearer, fakeIdentity, profiles, ids, startCatalog, uploadedImage, type TestCatalog } from './helpers';

const ONLY_OWNER = 'Only the artist who published this artwork can change it';

describe('editing and deleting an artwork', () => {
  let identity: Awaited<ReturnType<typeof fakeIdentity>>;
  let catalog: TestCatalog;
  let slug: string;
  const art = (image: string, title = 'Harbour Lights') => ({
    title,
    description: 'Night harbour.',
    featuredImage: image,
    medium: 'Acrylic',
    material: 'Canvas',
    year: 2022,
    style: 'Contemporary',
    size: { width: 50, height: 50 },
    price: 400,
  });

  beforeAll(async () => {
    identity = await fakeIdentity();
    catalog = await startCatalog({ IDENTITY_URL: identity.url });
  }, 60_000);
  beforeEach(async () => {
    const image = await uploadedImage(catalog, catalog.tokens.ana);
    const res = await request(catalog.app)
      .post('/artwork/new')
      .set(bearer(catalog.tokens.ana))
      .send(art(image))
      .expect(201);
    slug = res.body.art.slug;
  });
  afterAll(async () => {
    await catalog.stop();
    await identity.close();
  });

  const edit = (body: object, token?: string, target = slug) => {
    const req = request(catalog.app).put(`/artwork/edit/${target}`);
    return (token ? req.set(bearer(token)) : req).send(body);
  };
  const remove = (token?: string, target = slug) => {
    const req = request(catalog.app).delete(`/artwork/${target}`);
    return token ? req.set(bearer(token)) : req;
  };

  it('when the owner changes only some fields, then those change, the rest and the slug stay', async () => {
    const res = await edit(
      { title: 'Harbour Lights II', price: 450, discountPrice: 399, status: 'Sold - Open for Commission' },
      catalog.tokens.ana,
    );
    expect(res.status).toBe(200);
    expect(res.body.art).toMatchObject({
      slug,
      title: 'Harbour Lights II',
      price: 450,
      discountPrice: 399,
      status: 'Sold - Open for Commission',
      medium: 'Acrylic',
      size: { width: 50, height: 50 },
    });
    expect((await request(catalog.app).get(`/artwork/get/${slug}`)).body.art.title).toBe('Harbour Lights II');
  });

  it('when the owner sends the whole form back, with the currency as answered, then it is accepted', async () => {
    const { body } = await request(catalog.app).get(`/artwork/get/${slug}`);
    const res = await edit({ ...body.art, description: 'Rewritten.' }, catalog.tokens.ana);
    expect(res.status).toBe(200);
    expect(res.body.art).toMatchObject({ description: 'Rewritten.', currency: { code: 'EUR', tag: '€' } });
  });

  it('when the owner swaps in a new picture of theirs, then it is kept', async () => {
    const image = await uploadedImage(catalog, catalog.tokens.ana);
    expect((await edit({ featuredImage: image, gallery: [image] }, catalog.tokens.ana)).body.art).toMatchObject({
      featuredImage: image,
      gallery: [image],
    });
  });

  it('when the artist renamed themselves in identity, then an edit refreshes the name on the artwork', async () => {
    const before = profiles[ids.ana];
    profiles[ids.ana] = { ...before, artistName: 'Ana Lee-Park' };
    try {
      expect((await edit({ year: 2021 }, catalog.tokens.ana)).body.art.user.artistName).toBe('Ana Lee-Park');
    } finally {
      profiles[ids.ana] = before!;
    }
  });

  it.each([
    ['a blank title', { title: '' }, 'Please enter a title'],
    ['a discount above the price', { discountPrice: 500 }, 'Discount price must be lower than the price'],
    ['a height of 0', { size: { width: 10, height: 0 } }, 'Height must be between 1 and 1000 cm'],
    [
      'a picture of someone else',
      { featuredImage: '/api/media/0123456789abcdef01234567.jpg' },
      'Featured image must be an uploaded image',
    ],
  ])('when the owner saves %s, then 400 says why and nothing changes', async (_case, body, message) => {
    const res = await edit(body, catalog.tokens.ana);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await request(catalog.app).get(`/artwork/get/${slug}`)).body.art.title).toBe('Harbour Lights');
  });

  it.each([
    ['another artist', 'ben'],
    ['a customer', 'cleo'],
  ] as const)('when %s edits, then 403 and nothing changes', async (_case, who) => {
    const res = await edit({ title: 'Mine now' }, catalog.tokens[who]);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: ONLY_OWNER });
    expect((await request(catalog.app).get(`/artwork/get/${slug}`)).body.art.title).toBe('Harbour Lights');
  });

  it('when nobody is signed in, then edit and delete are 401', async () => {
    expect((await edit({ title: 'x' })).status).toBe(401);
    expect((await remove()).status).toBe(401);
  });

  it('when the slug is unknown, then edit and delete answer No Art Found', async () => {
    expect((await edit({ title: 'x' }, catalog.tokens.ana, 'no-such-art')).body).toEqual({ message: 'No Art Found' });
    const res = await remove(catalog.tokens.ana, 'no-such-art');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No Art Found' });
  });

  it.each([
    ['another artist', 'ben'],
    ['a customer', 'cleo'],
  ] as const)('when %s deletes, then 403 and the artwork stays', async (_case, who) => {
    const res = await remove(catalog.tokens[who]);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: ONLY_OWNER });
    await request(catalog.app).get(`/artwork/get/${slug}`).expect(200);
  });

  it('when the owner deletes, then it is gone: its page answers No Art Found', async () => {
    const res = await remove(catalog.tokens.ana);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Artwork deleted' });
    const page = await request(catalog.app).get(`/artwork/get/${slug}`);
    expect(page.status).toBe(404);
    expect(page.body).toEqual({ message: 'No Art Found' });
  });
});
