import { createTestDb, migrateUp } from '@easel/service-kit';
import type { PictureShape } from '@easel/contracts';
import request from 'supertest';
import { migrations } from '../migrations';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, bearer, fakeIdentity, png, publishBody, startCatalog, upload, type TestCatalog } from './helpers';

// sharp's dominant colour is the centre of a 16-step histogram bin, so a flat colour comes back within 8 per channel.
const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const near = (hex: string) => ({
  asymmetricMatch: (actual: unknown) =>
    typeof actual === 'string' &&
    /^#[0-9a-f]{6}$/.test(actual) &&
    channels(actual).every((value, i) => Math.abs(value - channels(hex)[i]!) <= 8),
  toString: () => `a colour near ${hex}`,
});
const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41'),
    Buffer.alloc(120),
  ]);

describe('picture shapes on cards and artwork pages', () => {
  let catalog: TestCatalog;
  let identity: Awaited<ReturnType<typeof fakeIdentity>>;
  beforeAll(async () => {
    identity = await fakeIdentity();
    catalog = await startCatalog({ IDENTITY_URL: identity.url });
  }, 60_000);
  afterAll(async () => {
    await catalog.stop();
    await identity.close();
  });

  const uploadOf = async (content: Buffer, name: string) => {
    const res = await upload(catalog, catalog.tokens.ana, content, name);
    expect(res.status).toBe(201);
    return res.body;
  };
  const cardOf = async (slug: string) =>
    (await request(catalog.app).get('/artworks?limit=100').expect(200)).body.artworks.find(
      (card: { slug: string }) => card.slug === slug,
    );

  it('when a picture is uploaded, then its size and dominant colour are answered; a video has neither', async () => {
    expect(await uploadOf(await png(64, 48, '#3366cc'), 'blue.png')).toMatchObject({
      width: 64,
      height: 48,
      colour: near('#3366cc'),
    });
    expect(await uploadOf(mp4(), 'clip.mp4')).toMatchObject({ kind: 'video', width: null, height: null, colour: null });
  });

  it('when an artwork is published, then its card carries the featured picture’s shape and its page one shape per gallery entry', async () => {
    const featured = (await uploadOf(await png(120, 80, '#cc3333'), 'red.png')).url;
    const tall = (await uploadOf(await png(30, 90, '#33aa55'), 'green.png')).url;
    const video = (await uploadOf(mp4(), 'clip.mp4')).url;
    const res = await request(catalog.app)
      .post('/artwork/new')
      .set(bearer(catalog.tokens.ana))
      .send(publishBody('Shaped', featured, [tall, video]))
      .expect(201);
    const red: PictureShape = { width: 120, height: 80, colour: near('#cc3333') as unknown as string };
    expect(res.body.art).toMatchObject({
      featuredImageShape: red,
      galleryShapes: [{ width: 30, height: 90, colour: near('#33aa55') }, null],
    });
    expect((await cardOf(res.body.art.slug)).featuredImageShape).toEqual(red);
    const page = await request(catalog.app).get(`/artwork/get/${res.body.art.slug}`).expect(200);
    expect(page.body.art.galleryShapes).toEqual([{ width: 30, height: 90, colour: near('#33aa55') }, null]);
    const found = await request(catalog.app).get('/search?q=Shaped').expect(200);
    expect(found.body.artworks[0]).toMatchObject({ slug: res.body.art.slug, featuredImageShape: red });
  });

  it('when the artist picks another featured picture, then the card takes its shape', async () => {
    const first = (await uploadOf(await png(100, 100, '#222222'), 'square.png')).url;
    const wide = (await uploadOf(await png(160, 40, '#eeeeee'), 'wide.png')).url;
    const { body } = await request(catalog.app)
      .post('/artwork/new')
      .set(bearer(catalog.tokens.ana))
      .send(publishBody('Reframed', first))
      .expect(201);
    await request(catalog.app)
      .put(`/artwork/edit/${body.art.slug}`)
      .set(bearer(catalog.tokens.ana))
      .send({ featuredImage: wide })
      .expect(200);
    expect((await cardOf(body.art.slug)).featuredImageShape).toEqual({
      width: 160,
      height: 40,
      colour: near('#eeeeee'),
    });
  });

  it('when the featured picture is not a known upload, then the card has no shape (it takes the size in cm)', async () => {
    await createArtworkRepository(catalog.ctx.db).insert(artwork('unknown-picture', { featuredShape: null }));
    expect(await cardOf('unknown-picture')).toMatchObject({
      featuredImageShape: null,
      size: { width: 50, height: 70 },
    });
  });
});

describe('the picture-shapes migration', () => {
  it('when artworks exist before it, then their featured picture’s size is copied from its upload, with no colour yet', async () => {
    const before = migrations.filter((migration) => migration.name !== '007-picture-shapes');
    const { db, schema, drop } = await createTestDb('catalog', before);
    try {
      await db('media').insert({
        owner_id: artwork('x').owner.id,
        kind: 'image',
        mime: 'image/jpeg',
        bytes: 10,
        width: 800,
        height: 600,
        path: 'old.jpg',
      });
      const row = artwork('old');
      await db('artworks').insert({
        slug: 'old',
        title: 'Old',
        description: '',
        featured_image: '/api/media/old.jpg',
        gallery: '[]',
        medium: 'Oil',
        material: 'Canvas',
        width_cm: 40,
        height_cm: 30,
        price_minor: 100,
        currency: 'EUR',
        on_sale: true,
        phidden: false,
        owner_id: row.owner.id,
        owner_slug: row.owner.slug,
        owner_name: row.owner.name,
      });
      await migrateUp(db, schema, migrations);
      const stored = await createArtworkRepository(db).findBySlug('old');
      expect(stored?.featuredShape).toEqual({ width: 800, height: 600, colour: null });
    } finally {
      await drop();
    }
  }, 60_000);
});
