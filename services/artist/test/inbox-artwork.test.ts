import { startTestService, type TestService } from '@easel/service-kit/testing';
import request from 'supertest';
import { artistService } from '../src/service';
import { inboxIdentity, PEOPLE, WORKS } from './inbox-identity';

type ArtistService = TestService<typeof artistService>;
const { mara } = PEOPLE;
const { quietThunder, tidalMemory } = WORKS;

describe('the work a message is about, in /inbox', () => {
  let neighbours: Awaited<ReturnType<typeof inboxIdentity>>;
  let service: ArtistService;
  let token = '';
  beforeAll(async () => {
    neighbours = await inboxIdentity();
    service = await startTestService(artistService, neighbours.env);
    token = await service.signer.sign({ sub: mara._id, role: 'user' }, 'easel');
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await neighbours.close();
  });
  afterEach(() => (neighbours.state.catalogDown = false));

  const write = (email: string, fields: object = {}) =>
    request(service.app)
      .post('/artwork/artist/message')
      .send({ email, message: 'Is it still available?', slug: 'mara-okafor', ...fields });
  const stored = async () =>
    Number((await service.ctx.db('conversation_messages').count<{ n: string }[]>({ n: '*' }))[0]?.n);
  /** Mara's thread with this visitor, as GET /inbox/conversations/:id answers it. */
  async function threadWith(email: string) {
    const inbox = (
      await request(service.app).get('/inbox/conversations').set('Authorization', `Bearer ${token}`).expect(200)
    ).body;
    const { id } = inbox.conversations.find((c: { withName: string }) => c.withName === email);
    return (
      await request(service.app).get(`/inbox/conversations/${id}`).set('Authorization', `Bearer ${token}`).expect(200)
    ).body;
  }
  const pictured = (work: (typeof WORKS)[keyof typeof WORKS]) => ({
    slug: work.slug,
    title: work.title,
    image: work.featuredImage,
  });

  it('when a visitor writes from an artwork’s page, then the message keeps the work as catalog names and pictures it', async () => {
    await write('from-art@example.com', {
      artSlug: ` ${quietThunder.slug} `,
      artTitle: 'Not what catalog says',
    }).expect(201, {
      message: 'Message Sent Successfully',
    });
    expect((await threadWith('from-art@example.com')).messages).toEqual([
      expect.objectContaining({ kind: 'message', body: 'Is it still available?', artwork: pictured(quietThunder) }),
    ]);
  });

  it('when later messages come from another work and from no work, then the thread names each message’s own', async () => {
    await write('two-works@example.com', { artSlug: quietThunder.slug }).expect(201);
    await write('two-works@example.com', { artSlug: tidalMemory.slug, message: 'And this one?' }).expect(201);
    await write('two-works@example.com', { message: 'From your page' }).expect(201);
    const { messages } = await threadWith('two-works@example.com');
    expect(messages.map((m: { body: string; artwork: unknown }) => [m.body, m.artwork])).toEqual([
      ['Is it still available?', pictured(quietThunder)],
      ['And this one?', pictured(tidalMemory)],
      ['From your page', null],
    ]);
  });

  it.each([
    ['catalog knows no such work', 'no-such-work'],
    ['the work is hidden (not published)', WORKS.hiddenHarbour.slug],
    ['the slug cannot be one', '../internal/artworks?slugs=quiet-thunder'],
  ])('when %s, then 404 "Artwork not found" and nothing is stored', async (_case, artSlug) => {
    const before = await stored();
    await write('bad-work@example.com', { artSlug }).expect(404, { message: 'Artwork not found' });
    expect(await stored()).toBe(before);
  });

  it('when the work is another artist’s, then 400 says so and nothing is stored', async () => {
    const before = await stored();
    await write('other-work@example.com', { artSlug: WORKS.ivosField.slug }).expect(400, {
      message: 'This artwork is not by the artist you are writing to',
    });
    expect(await stored()).toBe(before);
  });

  it.each([
    ['a number', 42, 'Art slug must be a string'],
    ['over 200 characters', 'a'.repeat(201), 'Art slug must be at most 200 characters'],
  ])('when the work’s slug is %s, then 400 names the field', async (_case, artSlug, message) => {
    await write('odd-work@example.com', { artSlug }).expect(400, { message });
  });

  it('when catalog does not answer, then the message is kept without its work rather than lost; once back, works are named', async () => {
    neighbours.state.catalogDown = true;
    await write('catalog-down@example.com', { artSlug: quietThunder.slug }).expect(201);
    neighbours.state.catalogDown = false;
    await write('catalog-down@example.com', { artSlug: quietThunder.slug, message: 'Me again' }).expect(201);
    const { messages } = await threadWith('catalog-down@example.com');
    expect(messages.map((m: { body: string; artwork: unknown }) => [m.body, m.artwork])).toEqual([
      ['Is it still available?', null],
      ['Me again', pictured(quietThunder)],
    ]);
  });

  describe('order requests and offers from commerce', () => {
    const offer = {
      requestId: 'offer-with-work',
      artistId: mara._id,
      userId: null,
      email: 'offer@example.com',
      artSlug: tidalMemory.slug,
      artTitle: tidalMemory.title,
      buyOption: 'offer',
      offer: '€900',
      message: '',
      createdAt: new Date().toISOString(),
    };
    const tell = (body: object) =>
      request(service.app).post('/internal/inbox/order-requests').set(service.credential).send(body);

    it('when an offer arrives, then the thread names its work with catalog’s picture', async () => {
      await tell(offer).expect(201);
      expect((await threadWith('offer@example.com')).messages).toEqual([
        expect.objectContaining({ kind: 'order-request', artwork: pictured(tidalMemory) }),
      ]);
    });

    it('when catalog does not answer, then the request still lands with its work named, without a picture', async () => {
      neighbours.state.catalogDown = true;
      await tell({
        ...offer,
        requestId: 'request-catalog-down',
        email: 'asked-down@example.com',
        buyOption: 'Inquire Price',
        offer: null,
      }).expect(201);
      expect((await threadWith('asked-down@example.com')).messages).toEqual([
        expect.objectContaining({
          body: "Price inquiry for 'Tidal Memory'",
          artwork: { slug: tidalMemory.slug, title: tidalMemory.title, image: null },
        }),
      ]);
    });
  });
});
