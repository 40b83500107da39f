import express from 'express';
import request from 'supertest';
import { outboxBacklog } from '@easel/service-kit';
import {
  bearer,
  fakeService,
  ids,
  newRelay,
  profiles,
  publishBody,
  startCatalog,
  uploadedImage,
  type TestCatalog,
} from './helpers';

const UUID = /^[0-9a-f-]{36}$/;
const INTERNAL_SECRET = 'the-credential-every-service-shares-0123456789';

/** identity with the profile read and the count write; `takesCounts` false answers 503 to the writes. */
async function countingIdentity() {
  const told: Array<{ id: string; count: unknown; eventId: unknown }> = [];
  const state = { takesCounts: true };
  const service = await fakeService((app) => {
    // Like every service's /internal, the fake refuses a call without the shared credential.
    app.use('/internal', (req, res, next) =>
      req.headers['x-service-credential'] === INTERNAL_SECRET
        ? next()
        : res.status(401).json({ message: 'Service credential required' }),
    );
    app.get('/internal/users/:id', (req, res) => res.json(profiles[req.params.id]));
    app.put('/internal/users/:id/artwork-count', express.json(), (req, res) => {
      if (!state.takesCounts) return res.status(503).json({ message: 'Database unavailable' });
      told.push({ id: req.params.id, count: req.body.count, eventId: req.body.eventId });
      res.json({ _id: req.params.id, count: req.body.count });
    });
  });
  return { ...service, told, state };
}

describe('the artist’s artwork count in identity', () => {
  let identity: Awaited<ReturnType<typeof countingIdentity>>;
  let catalog: TestCatalog;
  let relay: ReturnType<typeof newRelay>;
  const publish = async (title: string, token = catalog.tokens.ana) => {
    const res = await request(catalog.app)
      .post('/artwork/new')
      .set(bearer(token))
      .send(publishBody(title, await uploadedImage(catalog, token)));
    if (res.status !== 201) throw new Error(`publish answered ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  const counts = () => identity.told.map(({ id, count }) => ({ id, count }));
  /** Time passes: every event waiting for a retry is due now. */
  const retriesDue = () =>
    catalog.ctx
      .db('outbox')
      .whereNull('delivered_at')
      .update({ next_attempt_at: new Date(0) });

  beforeAll(async () => {
    identity = await countingIdentity();
    catalog = await startCatalog({ IDENTITY_URL: identity.url, INTERNAL_SECRET });
    relay = newRelay(catalog);
  }, 60_000);
  beforeEach(async () => {
    await relay.deliverDue();
    identity.told.length = 0;
    identity.state.takesCounts = true;
  });
  afterAll(async () => {
    await catalog.stop();
    await identity.close();
  });

  it('when an artist publishes and deletes, then identity is told their whole count each time, with the event id and the credential', async () => {
    await publish('Count One');
    await relay.deliverDue();
    const second = await publish('Count Two');
    await relay.deliverDue();
    await publish('Someone Else', catalog.tokens.ben);
    await relay.deliverDue();
    await request(catalog.app).delete(`/artwork/${second.body.art.slug}`).set(bearer(catalog.tokens.ana)).expect(200);
    await relay.deliverDue();
    expect(identity.told).toEqual([
      { id: ids.ana, count: 1, eventId: expect.stringMatching(UUID) },
      { id: ids.ana, count: 2, eventId: expect.stringMatching(UUID) },
      { id: ids.ben, count: 1, eventId: expect.stringMatching(UUID) },
      { id: ids.ana, count: 1, eventId: expect.stringMatching(UUID) },
    ]);
    expect(new Set(identity.told.map(({ eventId }) => eventId)).size).toBe(4);
  });

  it('when the process stops after the publish committed and before any delivery, then a new relay tells identity', async () => {
    await publish('Before The Crash');
    expect(identity.told).toEqual([]); // the relay of the process that published never ran

    await newRelay(catalog).deliverDue();

    const { body } = await request(catalog.app).get('/artworks?owner=ana-lee&limit=100');
    expect(counts()).toEqual([{ id: ids.ana, count: body.total }]);
  });

  it('when identity does not take the count, then the publish still answers 201, the failure stays visible, and a later attempt tells the whole count', async () => {
    identity.state.takesCounts = false;
    expect((await publish('Missed Count')).status).toBe(201);
    await relay.deliverDue();
    expect(identity.told).toEqual([]);
    const backlog = await request(catalog.app).get('/internal/outbox').set(catalog.credential).expect(200);
    expect(backlog.body).toEqual({
      waiting: 1,
      failing: [
        expect.objectContaining({
          type: 'artist-artworks-changed',
          attempts: 1,
          lastError: 'identity answered 503 to the artwork count',
        }),
      ],
    });

    identity.state.takesCounts = true;
    await relay.deliverDue();
    expect(identity.told).toEqual([]); // not due before its time
    await retriesDue();
    await relay.deliverDue();
    const { body } = await request(catalog.app).get('/artworks?owner=ana-lee&limit=100');
    expect(counts()).toEqual([{ id: ids.ana, count: body.total }]);
    await request(catalog.app).get('/internal/outbox').set(catalog.credential).expect(200, { waiting: 0, failing: [] });
  });

  it('when two events wait and the artist publishes again meanwhile, then both deliveries send the count of that moment, never an older one', async () => {
    identity.state.takesCounts = false;
    await publish('Late One');
    await relay.deliverDue();
    await publish('Late Two');
    identity.state.takesCounts = true;
    await retriesDue();
    await relay.deliverDue();
    const { body } = await request(catalog.app).get('/artworks?owner=ana-lee&limit=100');
    expect(counts()).toEqual([
      { id: ids.ana, count: body.total },
      { id: ids.ana, count: body.total },
    ]);
  });

  it('when a delivery is repeated because its mark was lost, then identity receives the same event id again, which lets it ignore the repeat', async () => {
    await publish('Told Twice');
    await relay.deliverDue();
    await catalog.ctx.db('outbox').where({ id: identity.told[0]?.eventId }).update({ delivered_at: null });
    await newRelay(catalog).deliverDue();
    expect(identity.told).toHaveLength(2);
    expect(identity.told[1]).toEqual(identity.told[0]);
  });

  it('when identity is down entirely, then a delete still answers Artwork deleted and its event waits', async () => {
    const { body } = await publish('Delete While Down');
    await relay.deliverDue();
    await identity.close();
    try {
      await request(catalog.app)
        .delete(`/artwork/${body.art.slug}`)
        .set(bearer(catalog.tokens.ana))
        .expect(200, { message: 'Artwork deleted' });
      await relay.deliverDue();
      expect((await outboxBacklog(catalog.ctx.db)).failing).toEqual([
        expect.objectContaining({ attempts: 1, lastError: 'identity did not answer the artwork count' }),
      ]);
    } finally {
      identity = Object.assign(identity, await countingIdentity());
    }
  });
});
