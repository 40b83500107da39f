import http from 'node:http';
import { serveLocally, startTestService, type TestService } from '@easel/service-kit/testing';
import request from 'supertest';
import { INBOX_REPLY_MAIL } from '../src/domain/inbox-events';
import { artistService } from '../src/service';
import { inboxIdentity, PEOPLE } from './inbox-identity';

type ArtistService = TestService<typeof artistService>;
const { mara, ivo, cleo } = PEOPLE;

describe('the messenger, /inbox', () => {
  let identity: Awaited<ReturnType<typeof inboxIdentity>>;
  let service: ArtistService;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    identity = await inboxIdentity();
    service = await startTestService(artistService, identity.env);
    for (const person of [mara, ivo, cleo])
      tokens[person._id] = await service.signer.sign({ sub: person._id, role: 'user' }, 'easel');
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await identity.close();
  });

  const as = (person: { _id: string }) => ({ Authorization: `Bearer ${tokens[person._id]}` });
  const write = (body: object, person?: { _id: string }) =>
    request(service.app)
      .post('/artwork/artist/message')
      .set(person ? as(person) : {})
      .send(body);
  const inboxOf = async (person: { _id: string }) =>
    (await request(service.app).get('/inbox/conversations').set(as(person)).expect(200)).body;
  const withVisitor = async (email: string) =>
    (await inboxOf(mara)).conversations.find((c: { withName: string }) => c.withName === email);
  const replyMails = async () => service.ctx.db('outbox').where({ type: INBOX_REPLY_MAIL });

  it('when a visitor writes to an artist, then the artist has a conversation with their e-mail, unread, newest first', async () => {
    await write({ email: 'first@example.com', message: 'An older note', slug: 'mara-okafor' }).expect(201);
    await write({
      email: 'fan@example.com',
      message: '  Is the blue one still available?  ',
      slug: 'mara-okafor',
    }).expect(201);
    const inbox = await inboxOf(mara);
    expect(inbox.conversations.slice(0, 2)).toMatchObject([
      {
        withName: 'fan@example.com',
        asArtist: true,
        byEmail: true,
        lastMessage: 'Is the blue one still available?',
        unread: 1,
      },
      { withName: 'first@example.com', unread: 1 },
    ]);
    expect(inbox.unread).toBeGreaterThanOrEqual(2);
  });

  it('when the popup’s old messages wait for their artist, then opening /inbox moves them into conversations, read ones read', async () => {
    const at = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await service.ctx.db('messages').insert([
      {
        artist_slug: 'mara-okafor',
        from_email: 'old@example.com',
        message: 'From before',
        created_at: at(30),
        read_at: at(20),
      },
      {
        artist_slug: 'mara-okafor',
        from_email: 'older@example.com',
        message: 'Unread from before',
        created_at: at(40),
        read_at: null,
      },
      { artist_slug: 'ivo-lind', from_email: 'old@example.com', message: 'For Ivo', created_at: at(30), read_at: null },
    ]);
    const moved = (await inboxOf(mara)).conversations.filter((c: { withName: string }) => c.withName.startsWith('old'));
    expect(moved).toEqual([
      expect.objectContaining({ withName: 'old@example.com', lastMessage: 'From before', unread: 0 }),
      expect.objectContaining({ withName: 'older@example.com', lastMessage: 'Unread from before', unread: 1 }),
    ]);
    expect(await service.ctx.db('messages').pluck('message')).toEqual(['For Ivo']);
  });

  it('when a message names an artist nobody knows, then 404 says the artist cannot be contacted yet', async () => {
    await write({ email: 'fan@example.com', message: 'Hello', slug: 'nobody-here' }).expect(404, {
      message: 'Artist cannot be contacted yet',
    });
  });

  it('when a signed-in collector writes twice with different e-mails, then both land in one conversation with their account', async () => {
    await write({ email: 'cleo@example.com', message: 'Hello Mara', slug: 'mara-okafor' }, cleo).expect(201);
    await write({ email: 'other@example.com', message: 'Me again', slug: 'mara-okafor' }, cleo).expect(201);
    const mine = (await inboxOf(cleo)).conversations;
    expect(mine).toEqual([
      expect.objectContaining({ withName: 'Mara Okafor', withArtistSlug: 'mara-okafor', asArtist: false, unread: 0 }),
    ]);
    const artistSide = (await inboxOf(mara)).conversations.find(
      (c: { withName: string }) => c.withName === 'Cleo Park',
    );
    expect(artistSide).toMatchObject({ byEmail: false, unread: 2, lastMessage: 'Me again' });
  });

  it('when an artist writes to themselves, then 400 says they cannot', async () => {
    await write({ email: 'mara@example.com', message: 'Hi me', slug: 'mara-okafor' }, mara).expect(400, {
      message: 'You cannot send a message to yourself',
    });
  });

  it('when the artist opens a conversation and reads it, then its messages show and the unread count goes to 0', async () => {
    const { id } = await withVisitor('fan@example.com');
    const thread = await request(service.app).get(`/inbox/conversations/${id}`).set(as(mara)).expect(200);
    expect(thread.body.messages).toEqual([
      expect.objectContaining({ from: 'them', kind: 'message', body: 'Is the blue one still available?' }),
    ]);
    const before = (await request(service.app).get('/inbox/unread').set(as(mara)).expect(200)).body.unread;
    await request(service.app).post(`/inbox/conversations/${id}/read`).set(as(mara)).expect(204);
    expect((await withVisitor('fan@example.com')).unread).toBe(0);
    expect((await request(service.app).get('/inbox/unread').set(as(mara))).body.unread).toBe(before - 1);
  });

  it.each([
    ['read', (id: string) => request(service.app).get(`/inbox/conversations/${id}`)],
    ['mark read', (id: string) => request(service.app).post(`/inbox/conversations/${id}/read`)],
    [
      'reply in',
      (id: string) => request(service.app).post(`/inbox/conversations/${id}/messages`).send({ message: 'Mine now' }),
    ],
  ])('when another user tries to %s a conversation not theirs, then 404 and nothing changes', async (_case, call) => {
    const { id, unread } = await withVisitor('first@example.com');
    await call(id).set(as(ivo)).expect(404, { message: 'Conversation not found' });
    expect((await withVisitor('first@example.com')).unread).toBe(unread);
    expect(await service.ctx.db('conversation_messages').where({ conversation_id: id, body: 'Mine now' })).toEqual([]);
  });

  it('when a visitor (no token) asks for an inbox, then 401', async () => {
    await request(service.app).get('/inbox/conversations').expect(401);
    await request(service.app).post('/inbox/events/ticket').expect(401);
  });

  it('when the artist replies to a visitor, then one mail is written to the outbox and a redelivery sends it only once', async () => {
    const { id } = await withVisitor('fan@example.com');
    const before = (await replyMails()).length;
    const res = await request(service.app)
      .post(`/inbox/conversations/${id}/messages`)
      .set(as(mara))
      .send({ message: ' Yes, it is! ' })
      .expect(201);
    expect(res.body.messages.at(-1)).toMatchObject({ from: 'me', body: 'Yes, it is!' });
    const events = await replyMails();
    expect(events).toHaveLength(before + 1);

    const { deps } = service;
    const send = jest.spyOn(deps.mailer, 'send').mockResolvedValue(undefined);
    await deps.outbox.deliverDue();
    const event = events.at(-1)!;
    await service.ctx
      .db('outbox')
      .where({ id: event.id })
      .update({ delivered_at: null, next_attempt_at: new Date(0) });
    await deps.outbox.deliverDue();
    const mails = send.mock.calls.map(([mail]) => mail).filter((mail) => mail.to === 'fan@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Mara Okafor replied to your message' });
    expect(mails[0]!.text).toContain('Yes, it is!');
    expect(mails[0]!.text).toContain('/artist/mara-okafor');
    send.mockRestore();
  });

  it('when the artist replies to a signed-in collector, then it lands unread in their inbox and no mail is written', async () => {
    const { id } = (await inboxOf(mara)).conversations.find((c: { withName: string }) => c.withName === 'Cleo Park');
    const before = (await replyMails()).length;
    await request(service.app)
      .post(`/inbox/conversations/${id}/messages`)
      .set(as(mara))
      .send({ message: 'Thank you Cleo' })
      .expect(201);
    expect(await replyMails()).toHaveLength(before);
    expect((await inboxOf(cleo)).conversations[0]).toMatchObject({ id, unread: 1, lastMessage: 'Thank you Cleo' });
    const thread = (await request(service.app).get(`/inbox/conversations/${id}`).set(as(cleo)).expect(200)).body;
    expect(thread.messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ['me', 'Hello Mara'],
      ['me', 'Me again'],
      ['them', 'Thank you Cleo'],
    ]);
  });

  it.each([
    ['a blank reply', { message: '   ' }, 'Please enter a message'],
    ['no reply', {}, 'Please enter a message'],
    ['a reply over 400 characters', { message: 'x'.repeat(401) }, 'Message must be at most 400 characters'],
  ])('when the artist sends %s, then 400 says why', async (_case, body, message) => {
    const { id } = await withVisitor('fan@example.com');
    await request(service.app)
      .post(`/inbox/conversations/${id}/messages`)
      .set(as(mara))
      .send(body)
      .expect(400, { message });
  });

  it('when the conversation id is malformed, then 404, not a database error', async () => {
    await request(service.app)
      .get('/inbox/conversations/not-a-uuid')
      .set(as(mara))
      .expect(404, { message: 'Conversation not found' });
  });

  describe('order requests from commerce', () => {
    const orderRequest = {
      requestId: 'req-1',
      artistId: mara._id,
      userId: null,
      email: 'buyer@example.com',
      artSlug: 'quiet-thunder',
      artTitle: 'Quiet Thunder',
      buyOption: 'offer',
      offer: '€900',
      message: 'Would you take this?',
      createdAt: new Date().toISOString(),
    };
    const tell = (body: object) =>
      request(service.app).post('/internal/inbox/order-requests').set(service.credential).send(body);

    it('when commerce tells of a request twice, then it lands once in the conversation with the buyer', async () => {
      await tell(orderRequest).expect(201);
      await tell(orderRequest).expect(201);
      const { id } = await withVisitor('buyer@example.com');
      const thread = (await request(service.app).get(`/inbox/conversations/${id}`).set(as(mara))).body;
      expect(thread.messages).toEqual([
        expect.objectContaining({
          kind: 'order-request',
          body: "Offer of €900 for 'Quiet Thunder'\n\nWould you take this?",
          artwork: { slug: 'quiet-thunder', title: 'Quiet Thunder', image: '/api/media/quiet-thunder.jpg' },
        }),
      ]);
    });

    it('when the request is malformed or comes without the credential, then it is refused', async () => {
      await tell({ ...orderRequest, buyOption: 'steal' }).expect(400);
      await request(service.app).post('/internal/inbox/order-requests').send(orderRequest).expect(401);
    });

    it('when identity knows no such artist, then it is acknowledged and dropped', async () => {
      await tell({ ...orderRequest, requestId: 'req-2', artistId: '99999999-9999-4999-8999-999999999999' }).expect(
        202,
        { kept: false },
      );
    });
  });

  describe('live news by server-sent events', () => {
    let served: Awaited<ReturnType<typeof serveLocally>>;
    beforeAll(async () => (served = await serveLocally(service.app)));
    afterAll(() => served.close());

    const ticketOf = async (person: { _id: string }) =>
      (await request(service.app).post('/inbox/events/ticket').set(as(person)).expect(201)).body.ticket;
    /** Opens the stream and collects what it says until `until` is seen. */
    function listen(ticket: string, until: RegExp) {
      return new Promise<{ status: number; type?: string; text: string; close(): void }>((resolve, reject) => {
        const req = http.get(`${served.url}/inbox/events?ticket=${encodeURIComponent(ticket)}`, (res) => {
          let text = '';
          const done = () =>
            resolve({ status: res.statusCode!, type: res.headers['content-type'], text, close: () => req.destroy() });
          res.on('data', (chunk: Buffer) => {
            text += chunk;
            if (until.test(text)) done();
          });
          res.on('end', done);
        });
        req.on('error', reject);
      });
    }

    it('when a message arrives while the artist listens, then the stream tells the conversation and the new unread count', async () => {
      const opened = listen(await ticketOf(mara), /"conversationId":"[0-9a-f-]{36}"/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await write({ email: 'live@example.com', message: 'Live hello', slug: 'mara-okafor' }).expect(201);
      const stream = await opened;
      stream.close();
      expect(stream.status).toBe(200);
      expect(stream.type).toMatch(/^text\/event-stream/);
      const unread = (await request(service.app).get('/inbox/unread').set(as(mara))).body.unread;
      const { id } = await withVisitor('live@example.com');
      expect(stream.text).toContain(`event: inbox\ndata: {"conversationId":"${id}","unread":${unread}}`);
    });

    it('when a ticket is used twice, made up or missing, then the stream is refused with 401', async () => {
      const ticket = await ticketOf(ivo);
      const first = await listen(ticket, /"unread"/);
      first.close();
      for (const bad of [ticket, 'made-up', '']) {
        const refused = await listen(bad, /message/);
        expect([refused.status, JSON.parse(refused.text)]).toEqual([
          401,
          { message: 'Your live inbox link has expired, please reload the page' },
        ]);
      }
    });
  });
});
