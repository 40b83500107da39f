import express from 'express';
import request from 'supertest';
import { bearer, fakeService, ids, profiles, startCatalog, uploadedImage, type TestCatalog } from './helpers';

/** identity with the profile read and the count write; `takesCounts` false answers 503 to the writes. */
async function countingIdentity() {
  const told: Array<{ id: string; count: unknown }> = [];
  const state = { takesCounts: true };
  const service = await fakeService((app) => {
    app.get('/internal/users/:id', (req, res) => res.json(profiles[req.params.id]));
    app.put('/internal/users/:id/artwork-count', express.json(), (req, res) => {
      if (!state.takesCounts) return res.status(503).json({ message: 'Database unavailable' });
      told.push({ id: req.params.id, count: req.body.count });
      res.json({ _id: req.params.id, count: req.body.count });
    });
  });
  return { ...service, told, state };
}

describe('the artist’s artwork count in identity', () => {
  let identity: Awaited<ReturnType<typeof countingIdentity>>;
  let catalog: TestCatalog;
  const art = (image: string, title: string) => ({ title, description: 'A study.', featuredImage: image, medium: 'Oil', material: 'Canvas', year: 2024, style: 'Abstract', size: { width: 40, height: 30 }, price: 300 });
  const publish = async (title: string, token = catalog.tokens.ana) => {
    const res = await request(catalog.app).post('/artwork/new').set(bearer(token)).send(art(await uploadedImage(catalog, token), title));
    if (res.status !== 201) throw new Error(`publish answered ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };

  beforeAll(async () => {
    identity = await countingIdentity();
    catalog = await startCatalog({ IDENTITY_URL: identity.url });
  }, 60_000);
  beforeEach(() => {
    identity.told.length = 0;
    identity.state.takesCounts = true;
  });
  afterAll(async () => {
    await catalog.stop();
    await identity.close();
  });

  it('when an artist publishes and deletes, then identity is told their whole count each time', async () => {
    await publish('Count One');
    const second = await publish('Count Two');
    await publish('Someone Else', catalog.tokens.ben);
    await request(catalog.app).delete(`/artwork/${second.body.art.slug}`).set(bearer(catalog.tokens.ana)).expect(200);
    expect(identity.told).toEqual([
      { id: ids.ana, count: 1 },
      { id: ids.ana, count: 2 },
      { id: ids.ben, count: 1 },
      { id: ids.ana, count: 1 },
    ]);
  });

  it('when identity does not take the count, then the publish still answers 201 and the next one sends the full count', async () => {
    identity.state.takesCounts = false;
    expect((await publish('Missed Count')).status).toBe(201);
    expect(identity.told).toEqual([]);
    identity.state.takesCounts = true;
    await publish('Caught Up');
    const { body } = await request(catalog.app).get('/artworks?owner=ana-lee&limit=100');
    expect(identity.told).toEqual([{ id: ids.ana, count: body.total }]);
  });

  it('when identity is down entirely, then a delete still answers Artwork deleted', async () => {
    const { body } = await publish('Delete While Down');
    await identity.close();
    try {
      await request(catalog.app).delete(`/artwork/${body.art.slug}`).set(bearer(catalog.tokens.ana)).expect(200, { message: 'Artwork deleted' });
    } finally {
      identity = Object.assign(identity, await countingIdentity());
    }
  });
});
