import express from 'express';
import { serveLocally } from '@easel/service-kit/testing';
import request from 'supertest';
import { createArtistInbox } from '../src/data-access/artist-inbox';
import { ORDER_REQUEST_RECEIVED, orderRequestInboxHandlers } from '../src/domain/order-request-inbox';
import { ids, startCommerce, work, type TestCommerce } from './checkout-helpers';

/** The artist service's /internal/inbox/order-requests on a real port: what it was told, and what it answers. */
async function standInInbox(status = 201) {
  const told: unknown[] = [];
  const served = await serveLocally(
    express()
      .use(express.json())
      .post('/internal/inbox/order-requests', (req, res) => {
        told.push(req.body);
        res.status(status).json({ kept: true });
      }),
  );
  return { ...served, told };
}

describe('order requests reach the artist’s /inbox through the outbox', () => {
  let commerce: TestCommerce;
  beforeAll(async () => {
    commerce = await startCommerce();
    commerce.neighbours.put(work('inbox-harbour', { allowOffers: true }));
  }, 60_000);
  afterAll(() => commerce.stop());

  const eventsOf = () => commerce.ctx.db('outbox').where({ type: ORDER_REQUEST_RECEIVED }).orderBy('next_attempt_at');

  it('when a visitor makes an offer, then one event is written with the request, and delivering it tells the artist service', async () => {
    await request(commerce.app)
      .post('/artwork/order-request')
      .send({
        slug: 'inbox-harbour',
        email: 'vera@visitors.example',
        password: '',
        buyOption: 'offer',
        offer: 700,
        message: 'Lovely blues.',
      })
      .expect(201);
    const events = await eventsOf();
    expect(events).toHaveLength(1);

    const inbox = await standInInbox();
    try {
      const handler = orderRequestInboxHandlers(createArtistInbox(commerce.ctx.internal, inbox.url))[
        ORDER_REQUEST_RECEIVED
      ]!;
      const [event] = events;
      await handler({ id: event.id, type: event.type, payload: event.payload, attempts: 0 });
      expect(inbox.told).toEqual([
        {
          requestId: expect.any(String),
          artistId: ids.ana,
          userId: null,
          email: 'vera@visitors.example',
          artSlug: 'inbox-harbour',
          artTitle: expect.any(String),
          buyOption: 'offer',
          offer: '€700',
          message: 'Lovely blues.',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
    } finally {
      await inbox.close();
    }
  });

  it('when the artist service does not take it, then the delivery fails so the outbox tries again', async () => {
    const inbox = await standInInbox(503);
    try {
      const handler = orderRequestInboxHandlers(createArtistInbox(commerce.ctx.internal, inbox.url))[
        ORDER_REQUEST_RECEIVED
      ]!;
      const [event] = await eventsOf();
      await expect(handler({ id: event.id, type: event.type, payload: event.payload, attempts: 0 })).rejects.toThrow(
        'the artist inbox answered 503',
      );
    } finally {
      await inbox.close();
    }
  });
});
