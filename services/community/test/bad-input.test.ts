import { startTestService, type TestService } from '@easel/service-kit/testing';
import request from 'supertest';
import { communityService } from '../src/service';
import { bearer, startCommunity, storeComments, type TestCommunity } from './comments-helpers';

describe('community: hostile paths', () => {
  let service: TestService<typeof communityService>;
  beforeAll(async () => {
    service = await startTestService(communityService);
  }, 60_000);
  afterAll(() => service.stop());

  it('when a rank is asked for with a control character in the slug, then 400 before anything is read', async () => {
    await request(service.app)
      .get('/internal/pulse/rank/first%00')
      .expect(400, { message: 'The address contains a character that is not allowed' });
  });

  it('when the slug does not decode, then 400 says the address is not valid', async () => {
    await request(service.app)
      .get('/internal/pulse/rank/%E0%A4%A')
      .expect(400, { message: 'The address is not valid' });
  });
});

describe('community: malformed input on the comment routes', () => {
  let community: TestCommunity;
  let commentId: string;
  beforeAll(async () => {
    community = await startCommunity();
    community.neighbours.artworks.add('harbour');
    [commentId] = (await storeComments(community, 'harbour', ['ana'])) as [string];
  }, 60_000);
  afterAll(() => community.stop());

  const sendRaw = (path: string, body: string) =>
    request(community.app)
      .post(path)
      .set(bearer(community.tokens.ben))
      .set('Content-Type', 'application/json')
      .send(body);

  it.each(['/artwork/comment/new', '/reports'])(
    'when %s gets JSON that does not parse, then 400 with a message',
    async (path) => {
      const res = await sendRaw(path, '{"html": "<p>hi</p>",');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String) });
    },
  );

  it.each([
    ['an array body', [1, 2], 'Request body must be a JSON object'],
    ['html as a number', { html: 42, artId: 'harbour' }, 'Comment cannot be empty.'],
    ['html as an object', { html: { p: 'hi' }, artId: 'harbour' }, 'Comment cannot be empty.'],
    ['artId as a number', { html: '<p>hi</p>', artId: 7 }, 'Artwork is required'],
    [
      'artId over 200 characters',
      { html: '<p>hi</p>', artId: 'a'.repeat(201) },
      'Artwork ids must be at most 200 characters',
    ],
    [
      'html far over the markup limit',
      { html: `<p>${'a'.repeat(20_001)}</p>`, artId: 'harbour' },
      'Comment markup is too large.',
    ],
  ])('when a comment is posted with %s, then 400 says what is wrong', async (_case, body, message) => {
    const res = await request(community.app).post('/artwork/comment/new').set(bearer(community.tokens.ben)).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('when a comment holds a control character, then 400 before anything is stored', async () => {
    const res = await request(community.app)
      .post('/artwork/comment/new')
      .set(bearer(community.tokens.ben))
      .send({ html: '<p>hi\u0000</p>', artId: 'harbour' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(await community.ctx.db('comments').where({ art_slug: 'harbour' })).toHaveLength(1);
  });

  it.each([
    ['a kind that does not exist', { kind: 'user', artSlug: 'harbour', reason: 'x' }, 'Choose what to report'],
    ['a reason as a number', { kind: 'artwork', artSlug: 'harbour', reason: 5 }, 'Please tell us why'],
    [
      'a comment id as a number',
      { kind: 'comment', artSlug: 'harbour', commentId: 5, reason: 'x' },
      'This comment does not exist',
    ],
  ])('when a report has %s, then 400 says what is wrong', async (_case, body, message) => {
    const res = await request(community.app).post('/reports').set(bearer(community.tokens.ben)).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('when a query parameter is repeated, then 400, not a crash', async () => {
    const list = await request(community.app).get('/artwork/get/comments/harbour?skip=1&skip=2');
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ message: expect.any(String) });
    const upvote = await request(community.app)
      .post(`/artwork/comment/upvote/harbour/${commentId}?fp=a&fp=b`)
      .set(bearer(community.tokens.ben));
    expect(upvote.status).toBe(400);
    const mentions = await request(community.app)
      .get('/artwork/comment/mentions/harbour?q=a&q=b')
      .set(bearer(community.tokens.ben));
    expect(mentions.status).toBe(400);
    expect(mentions.body).toEqual({ message: 'Search must be text' });
  });

  it('when a slug or comment id holds a control character, then 400 before anything is read', async () => {
    await request(community.app)
      .get('/artwork/get/comments/harbour%00')
      .expect(400, { message: 'The address contains a character that is not allowed' });
    await request(community.app)
      .get(`/artwork/comment/delete/harbour/${commentId}%00`)
      .set(bearer(community.tokens.ana))
      .expect(400, { message: 'The address contains a character that is not allowed' });
  });

  it('when an artwork slug is absurdly long, then no artwork has it: 404 No Art Found', async () => {
    await request(community.app)
      .get(`/artwork/get/comments/${'a'.repeat(500)}`)
      .expect(404, { message: 'No Art Found' });
  });
});
