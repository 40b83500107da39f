import { startTestService } from '@easel/service-kit/src/testing';
import request from 'supertest';
import { artistService } from '../src/service';

describe('POST /artwork/artist/message (spec §5 "Artist message")', () => {
  let service: Awaited<ReturnType<typeof startTestService<typeof artistService.configShape>>>;
  beforeAll(async () => {
    service = await startTestService(artistService);
  }, 60_000);
  afterAll(() => service.stop());

  const send = (body: object) => request(service.app).post('/artwork/artist/message').send(body);

  it('when a visitor writes with an e-mail and a message, then it lands unread in the artist’s inbox', async () => {
    await send({ email: ' collector@example.com ', message: '  Is the blue one still available?  ', slug: 'mara-okafor' }).expect(201, {
      message: 'Message Sent Successfully',
    });
    const [row] = await service.ctx.db('messages').where({ artist_slug: 'mara-okafor', from_email: 'collector@example.com' });
    expect(row).toMatchObject({ message: 'Is the blue one still available?', read_at: null });
  });

  it.each([
    ['no e-mail', { message: 'Hello', slug: 'mara-okafor' }, 'Please enter email and message'],
    ['a blank message', { email: 'a@example.com', message: '   ', slug: 'mara-okafor' }, 'Please enter email and message'],
    ['no message', { email: 'a@example.com', slug: 'mara-okafor' }, 'Please enter email and message'],
    ['a malformed e-mail', { email: 'not-an-email', message: 'Hello', slug: 'mara-okafor' }, 'Please enter a valid email'],
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
    const before = await service.ctx.db('messages').count<{ n: string }[]>({ n: '*' });
    const res = await send(body).expect(400);
    expect(res.body.message).toContain(message);
    expect(await service.ctx.db('messages').count<{ n: string }[]>({ n: '*' })).toEqual(before);
  });
});
