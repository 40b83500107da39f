import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  bearer,
  fakeIdentity,
  png,
  publishBody,
  startCatalog,
  upload,
  uploadedImage,
  type TestCatalog,
} from './helpers';

describe('deleting an artwork removes its media', () => {
  let identity: Awaited<ReturnType<typeof fakeIdentity>>;
  let catalog: TestCatalog;
  const publish = async (body: object) => {
    const res = await request(catalog.app).post('/artwork/new').set(bearer(catalog.tokens.ana)).send(body);
    if (res.status !== 201) throw new Error(`publish answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.art.slug as string;
  };
  const remove = (slug: string) =>
    request(catalog.app).delete(`/artwork/${slug}`).set(bearer(catalog.tokens.ana)).expect(200);
  const fileOf = (url: string) => url.replace('/api/media/', '');
  const onDisk = (url: string) => fs.existsSync(path.join(catalog.dataDir, 'media', fileOf(url)));
  const variantsOf = (url: string) =>
    fs.existsSync(path.join(catalog.dataDir, 'media-variants'))
      ? fs
          .readdirSync(path.join(catalog.dataDir, 'media-variants'))
          .filter((file) => file.startsWith(`${fileOf(url)}.`))
      : [];

  beforeAll(async () => {
    identity = await fakeIdentity();
    catalog = await startCatalog({ IDENTITY_URL: identity.url });
  }, 60_000);
  afterAll(async () => {
    await catalog.stop();
    await identity.close();
  });

  it('when an artwork is deleted, then its picture, gallery and their variants go, and the files cannot be used again', async () => {
    const [featured, detail] = [
      await uploadedImage(catalog, catalog.tokens.ana),
      await uploadedImage(catalog, catalog.tokens.ana),
    ];
    const video = (
      await upload(
        catalog,
        catalog.tokens.ana,
        Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(100)]),
        'clip.mp4',
      )
    ).body.url;
    const slug = await publish(publishBody('Gone Soon', featured, [detail, video]));
    await request(catalog.app)
      .get(`${featured.replace('/api', '')}?w=400`)
      .expect(200);
    expect(variantsOf(featured)).toHaveLength(1);

    await remove(slug);
    for (const url of [featured, detail, video]) {
      expect({ url, onDisk: onDisk(url) }).toEqual({ url, onDisk: false });
      await request(catalog.app).get(url.replace('/api', '')).expect(404);
    }
    expect(variantsOf(featured)).toEqual([]);
    const again = await request(catalog.app)
      .post('/artwork/new')
      .set(bearer(catalog.tokens.ana))
      .send(publishBody('Reused', featured, []));
    expect(again.body).toEqual({ message: 'Featured image must be an uploaded image' });
  });

  it('when another artwork still shows a file, then that file stays and only the unshared ones go', async () => {
    const [shared, own] = [
      await uploadedImage(catalog, catalog.tokens.ana),
      await uploadedImage(catalog, catalog.tokens.ana),
    ];
    const other = await uploadedImage(catalog, catalog.tokens.ana);
    const first = await publish(publishBody('First Shows Both', own, [shared]));
    await publish(publishBody('Second Shows Shared', other, [shared]));
    const third = await publish(publishBody('Third Features Shared', shared, []));

    await remove(first);
    expect({ own: onDisk(own), shared: onDisk(shared), other: onDisk(other) }).toEqual({
      own: false,
      shared: true,
      other: true,
    });
    await remove(third);
    expect(onDisk(shared)).toBe(true);
    await request(catalog.app).get(shared.replace('/api', '')).expect(200);
  });

  it('when the artwork showed files it did not upload (another artist’s, or never recorded), then they are left alone', async () => {
    const bens = (await upload(catalog, catalog.tokens.ben, await png(20, 20, '#000000'))).body.url;
    const slug = await publish(publishBody('Own Only', await uploadedImage(catalog, catalog.tokens.ana), []));
    await catalog.ctx
      .db('artworks')
      .where({ slug })
      .update({ gallery: JSON.stringify([bens]) });
    await remove(slug);
    expect(onDisk(bens)).toBe(true);
  });
});
