import request from 'supertest';
import { ids, newFollower, startNewsletters } from './newsletter-helpers';

let service: Awaited<ReturnType<typeof startNewsletters>>;
beforeAll(async () => {
  service = await startNewsletters();
}, 60_000);
afterAll(() => service.stop());
// Each test starts with nothing left to mail from the one before.
beforeEach(async () => {
  await service.relay();
  service.mails.length = 0;
  service.mailer.failFor = undefined;
  service.identity.artists[ids.mara]!.count = 4;
  service.identity.followers[ids.mara] = [];
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const send = (token: string, body: object) =>
  request(service.app).post('/newsletter/send').set(bearer(token)).send(body);
const good = { subject: 'New work in the studio', body: '<p>Hello <strong>friends</strong></p>' };
const followers = (n: number) => (service.identity.followers[ids.mara] = Array.from({ length: n }, newFollower));
const tokenIn = (url: string) => /\/api\/newsletter\/unsubscribe\/([\w-]+)/.exec(url)![1]!;

describe('newsletter: sending', () => {
  it('when the artist has 3 artworks, then sending is refused with the locked message and nobody is mailed', async () => {
    service.identity.artists[ids.mara]!.count = 3;
    followers(2);
    await send(service.tokens.mara, good).expect(403, {
      message: 'You need a minimum of 4 artworks to unlock the newsletter to be published.',
    });
    const audience = await request(service.app)
      .get('/newsletter/audience')
      .set(bearer(service.tokens.mara))
      .expect(200);
    expect(audience.body).toEqual({ followers: 0, artworks: 3, unlocked: false });
    await service.relay();
    expect(service.mails).toEqual([]);
  });

  it('when 5 followers are sent a newsletter, then 5 mails leave from the outbox in batches, each with its unsubscribe headers', async () => {
    const fans = followers(5);
    const audience = await request(service.app)
      .get('/newsletter/audience')
      .set(bearer(service.tokens.mara))
      .expect(200);
    expect(audience.body).toEqual({ followers: 5, artworks: 4, unlocked: true });
    const sent = await send(service.tokens.mara, good).expect(201);
    expect(sent.body.message).toBe('Your newsletter is on its way to 5 followers');
    expect(service.mails).toEqual([]); // nothing is mailed in the request
    await service.relay();
    expect(service.mails.map((mail) => mail.to).sort()).toEqual(fans.map((f) => f.email).sort());
    const [mail] = service.mails;
    expect(mail!.subject).toBe('New work in the studio');
    expect(mail!.html).toContain('<p>Hello <strong>friends</strong></p>');
    expect(mail!.headers!['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\/[\w-]{32}>$/,
    );
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const list = await request(service.app).get('/newsletter/sent').set(bearer(service.tokens.mara)).expect(200);
    expect(list.body[0]).toMatchObject({
      subject: 'New work in the studio',
      recipients: 5,
      delivered: 5,
      unsubscribed: 0,
    });
  });

  it('when a batch is delivered again, or fails half-way and is retried, then nobody is mailed twice', async () => {
    const fans = followers(3);
    service.mailer.failFor = fans[1]!.email;
    await send(service.tokens.mara, good).expect(201);
    await service.relay();
    expect(service.mails).toHaveLength(1);
    service.mailer.failFor = undefined;
    await service.relay();
    expect(service.mails.map((mail) => mail.to).sort()).toEqual(fans.map((f) => f.email).sort());
    // The relay marked it delivered; as if it had crashed before that mark, it is delivered once more.
    await service.ctx.db('outbox').update({ delivered_at: null });
    await service.relay();
    expect(service.mails).toHaveLength(3);
  });

  it('when another artist asks for the sent list, then they see only their own', async () => {
    followers(1);
    await send(service.tokens.mara, { ...good, subject: 'Only for Mara fans' }).expect(201);
    const bens = await request(service.app).get('/newsletter/sent').set(bearer(service.tokens.ben)).expect(200);
    expect(bens.body).toEqual([]);
    await request(service.app).get('/newsletter/sent').set(bearer(service.tokens.collector)).expect(403);
    await request(service.app).get('/newsletter/sent').expect(401);
  });
});

describe('newsletter: what the body may hold', () => {
  it('when the body holds a script, an onclick and a javascript: link, then they are stripped and the rest is mailed', async () => {
    followers(1);
    const body =
      '<p onclick="steal()">Look <a href="javascript:alert(1)">here</a> and <a href="https://example.com/show">there</a></p><script>alert(1)</script>';
    await send(service.tokens.mara, { ...good, body }).expect(201);
    await service.relay();
    const html = service.mails[0]!.html!;
    expect(html).toContain('<p>Look <a>here</a> and <a href="https://example.com/show">there</a></p>');
    expect(html).not.toMatch(/script|onclick|javascript:/);
  });

  it.each([
    ['no subject', { ...good, subject: '  ' }, 'Please enter a subject'],
    ['a subject of 151 characters', { ...good, subject: 'a'.repeat(151) }, 'Subject must be at most 150 characters'],
    ['a body of only markup', { ...good, body: '<p><br></p><script>x</script>' }, 'Please write your newsletter'],
    [
      'a body over 50,000 characters',
      { ...good, body: `<p>${'a'.repeat(50_000)}</p>` },
      'The newsletter is too long: at most 50,000 characters of text and formatting',
    ],
    ['a body that is not text', { ...good, body: { html: 'x' } }, 'Please write your newsletter'],
  ])('when it has %s, then 400 says so', async (_case, body, message) => {
    followers(1);
    await send(service.tokens.mara, body).expect(400, { message });
  });

  it('when nobody follows the artist, then 409 says so', async () => {
    await send(service.tokens.mara, good).expect(409, {
      message: 'Nobody follows you yet: the newsletter goes to collectors who bookmark you',
    });
  });
});

describe('newsletter: unsubscribing', () => {
  it('when a follower unsubscribes with their link, then the next newsletter does not reach them and the sent list counts them', async () => {
    const [leaving, staying] = followers(2);
    await send(service.tokens.mara, good).expect(201);
    await service.relay();
    const link = service.mails.find((mail) => mail.to === leaving!.email)!.headers!['List-Unsubscribe']!;
    const token = tokenIn(link);

    const page = await request(service.app).get(`/newsletter/unsubscribe/${token}`).expect(200);
    expect(page.text).toContain('You will get no more newsletters from Mara Okafor.');
    // RFC 8058's one-click POST, as a mail client sends it.
    await request(service.app)
      .post(`/newsletter/unsubscribe/${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect((await request(service.app).get(`/newsletter/unsubscribe/${token}`)).text).toContain('You are unsubscribed');

    service.mails.length = 0;
    await send(service.tokens.mara, { ...good, subject: 'Second letter' }).expect(201);
    await service.relay();
    expect(service.mails.map((mail) => mail.to)).toEqual([staying!.email]);
    const [second, first] = (await request(service.app).get('/newsletter/sent').set(bearer(service.tokens.mara))).body;
    expect(first).toMatchObject({ recipients: 2, delivered: 2, unsubscribed: 1 });
    expect(second).toMatchObject({ subject: 'Second letter', recipients: 1, delivered: 1, unsubscribed: 0 });
  });

  it('when the link is unknown or malformed, then 404 answers a page that says so', async () => {
    const unknown = await request(service.app)
      .post(`/newsletter/unsubscribe/${'x'.repeat(32)}`)
      .expect(404);
    expect(unknown.text).toContain('This unsubscribe link is not valid');
    await request(service.app).get("/newsletter/unsubscribe/' or 1=1").expect(404);
  });
});
