import type { AddressInfo } from 'node:net';
import { startTestService, type TestService } from '@easel/service-kit/testing';
import express from 'express';
import request from 'supertest';
import { artistService } from '../src/service';
import { fakeIdentity } from './fake-identity';

type ArtistService = TestService<typeof artistService>;
const stored = async (service: ArtistService) =>
  Number((await service.ctx.db('conversation_messages').count<{ n: string }[]>({ n: '*' }))[0]?.n);
const conversationOf = (service: ArtistService, email: string) =>
  service.ctx
    .db('conversations')
    .join('conversation_messages', 'conversations.id', 'conversation_messages.conversation_id')
    .where({ party_email: email })
    .first();
const good = { email: 'collector@example.com', message: 'Is the blue one still available?', slug: 'mara-okafor' };

describe('POST /artwork/artist/message (spec §5 "Artist message")', () => {
  let identity: Awaited<ReturnType<typeof fakeIdentity>>;
  let service: ArtistService;
  beforeAll(async () => {
    identity = await fakeIdentity();
    service = await startTestService(artistService, identity.env);
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await identity.close();
  });

  const send = (body: object) => request(service.app).post('/artwork/artist/message').send(body);

  it('when a visitor writes with an e-mail and a message, then it lands unread in the artist’s inbox', async () => {
    await send({
      email: ' collector@example.com ',
      message: '  Is the blue one still available?  ',
      slug: 'mara-okafor',
    }).expect(201, {
      message: 'Message Sent Successfully',
    });
    const row = await conversationOf(service, 'collector@example.com');
    expect(row).toMatchObject({
      artist_id: '11111111-1111-4111-8111-111111111111',
      body: 'Is the blue one still available?',
      artist_unread: 1,
    });
  });

  it.each([
    ['no artist has this slug', 'nobody-here'],
    ['the slug climbs out of the artists’ path', '../users/11111111-1111-4111-8111-111111111111'],
    ['the slug is a customer’s or admin’s name', 'admin'],
  ])('when %s, then 404 says the artist cannot be contacted yet and nothing is stored', async (_case, slug) => {
    const before = await stored(service);
    await send({ ...good, slug }).expect(404, { message: 'Artist cannot be contacted yet' });
    expect(await stored(service)).toBe(before);
    expect(identity.asked).toContain(slug);
  });

  it('when the slug comes with spaces around it, then identity is asked for the artist and the message is theirs', async () => {
    await send({ ...good, email: 'spaces@example.com', slug: '  mara-okafor ' }).expect(201);
    expect(await conversationOf(service, 'spaces@example.com')).toMatchObject({ artist_slug: 'mara-okafor' });
  });

  it.each([
    ['no e-mail', { message: 'Hello', slug: 'mara-okafor' }, 'Please enter email and message'],
    [
      'a blank message',
      { email: 'a@example.com', message: '   ', slug: 'mara-okafor' },
      'Please enter email and message',
    ],
    ['no message', { email: 'a@example.com', slug: 'mara-okafor' }, 'Please enter email and message'],
    [
      'a malformed e-mail',
      { email: 'not-an-email', message: 'Hello', slug: 'mara-okafor' },
      'Please enter a valid email',
    ],
    [
      'an e-mail over 70 characters',
      { email: `${'a'.repeat(60)}@example.com`, message: 'Hello', slug: 'mara-okafor' },
      'Email must be at most 70 characters',
    ],
    [
      'a message over 400 characters',
      { email: 'a@example.com', message: 'x'.repeat(401), slug: 'mara-okafor' },
      'Message must be at most 400 characters',
    ],
    ['no artist slug', { email: 'a@example.com', message: 'Hello' }, 'Artist cannot be contacted yet'],
  ])('when the message has %s, then 400 says why and nothing is stored', async (_case, body, message) => {
    const before = await stored(service);
    const res = await send(body).expect(400);
    expect(res.body.message).toContain(message);
    expect(await stored(service)).toBe(before);
  });
});

describe('messages while identity cannot say who the artist is', () => {
  /** A stand-in on a real port that answers every question with `answer`. */
  async function identityThat(answer: (res: express.Response) => void) {
    const server = express()
      .get('/internal/artists/:slug', (_req, res) => answer(res))
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
    };
  }

  it.each([
    ['is down', () => identityThat(() => undefined).then(async (stand) => (await stand.close(), stand))],
    [
      'answers 500',
      () => identityThat((res) => void res.status(500).json({ message: 'Something went wrong, please try again' })),
    ],
    [
      'refuses the credential',
      () => identityThat((res) => void res.status(401).json({ message: 'Service credential required' })),
    ],
    ['answers something else than an artist', () => identityThat((res) => void res.json({ ok: true }))],
    ['does not answer in time', () => identityThat(() => undefined)],
  ])(
    'when identity %s, then 503 asks to try again shortly and nothing is stored',
    async (_case, stand) => {
      const identity = await stand();
      const service = await startTestService(artistService, { IDENTITY_URL: identity.url });
      try {
        const res = await request(service.app).post('/artwork/artist/message').send(good);
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ message: 'Messages cannot be sent just now, please try again shortly' });
        expect(await stored(service)).toBe(0);
      } finally {
        await service.stop();
        await identity.close();
      }
    },
    60_000,
  );
});
