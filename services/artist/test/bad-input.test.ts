import { startTestService, type TestService } from '@easel/service-kit/testing';
import request from 'supertest';
import { artistService } from '../src/service';
import { fakeIdentity } from './fake-identity';

const refused = (field: string) => ({ message: `${field} contains a character that is not allowed` });

// Every field of a visitor's message reaches SQL: a hostile one gets a clear 4xx and nothing is stored.
describe('artist: hostile messages', () => {
  let identity: Awaited<ReturnType<typeof fakeIdentity>>;
  let service: TestService<typeof artistService>;
  beforeAll(async () => {
    identity = await fakeIdentity();
    service = await startTestService(artistService, identity.env);
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await identity.close();
  });

  const stored = async () =>
    Number((await service.ctx.db('conversation_messages').count<{ n: string }[]>({ n: '*' }))[0]?.n);
  const good = { email: 'collector@example.com', message: 'Is the blue one still available?', slug: 'mara-okafor' };

  it.each([
    ['message', { message: 'Hello\u0000' }, 'Message'],
    ['e-mail', { email: 'a\u0000@example.com' }, 'Email'],
    ['artist slug', { slug: 'mara\u0000okafor' }, 'Slug'],
    ['message (an escape sequence)', { message: '\u001b[2J cleared' }, 'Message'],
  ])('when the %s holds a control character, then 400 names it and nothing is stored', async (_what, field, name) => {
    const before = await stored();
    await request(service.app)
      .post('/artwork/artist/message')
      .send({ ...good, ...field })
      .expect(400, refused(name));
    expect(await stored()).toBe(before);
  });

  it('when the body is a list or the fields are objects, then 400 says what is wrong', async () => {
    await request(service.app)
      .post('/artwork/artist/message')
      .send([good])
      .expect(400, { message: 'Request body must be a JSON object' });
    await request(service.app)
      .post('/artwork/artist/message')
      .send({ ...good, message: { $ne: '' } })
      .expect(400, { message: 'Please enter email and message' });
  });

  it('when a message keeps its line breaks and tabs, then it is stored as written', async () => {
    await request(service.app)
      .post('/artwork/artist/message')
      .send({ ...good, email: 'lines@example.com', message: 'Hello,\r\n\tis it still available?' })
      .expect(201);
    const [row] = await service.ctx
      .db('conversation_messages as m')
      .join('conversations as c', 'c.id', 'm.conversation_id')
      .where('c.party_email', 'lines@example.com')
      .select('m.body');
    expect(row.body).toBe('Hello,\r\n\tis it still available?');
  });
});
