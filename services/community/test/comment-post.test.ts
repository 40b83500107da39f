import {
  COMMENT_BUSY,
  COMMENT_EMPTY,
  COMMENT_MARKUP_TOO_LARGE,
  COMMENT_NO_VISIBLE_TEXT,
  COMMENT_TOO_LONG,
} from '@easel/contracts';
import { ids, list, post, startCommunity, type TestCommunity } from './comments-helpers';

const stored = (community: TestCommunity) => community.ctx.db('comments').orderBy('created_at');

describe('POST /artwork/comment/new', () => {
  let community: TestCommunity;
  beforeAll(async () => {
    community = await startCommunity();
    community.neighbours.artworks.add('harbour');
    community.neighbours.artworks.add('slow-harbour');
    community.neighbours.slowSlugs.add('slow-harbour');
  }, 60_000);
  afterAll(() => community.stop());

  it('when a signed-in artist posts a formatted comment, then 201 answers it cleaned, with their name, avatar and artist page', async () => {
    const html =
      '<p><b>Lovely</b> light,<br/><br/><br/><br/> <i>truly</i> <a href="/artist/ben-okri">@Ben Okri</a></p><ul><li>one</li></ul><blockquote>quote</blockquote>';
    const res = await post(community, { html, artId: 'harbour' }, community.tokens.ana);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Comment posted',
      comment: {
        _id: expect.any(String),
        content:
          '<p><strong>Lovely</strong> light,<br><br><em>truly</em> <a href="/artist/ben-okri">@Ben Okri</a></p><ul><li>one</li></ul><blockquote>quote</blockquote>',
        date: expect.any(String),
        user: { id: ids.ana, name: 'Ana Lee', avatar: '/api/media/ana.jpg', slug: 'ana-lee' },
        isUpvoted: false,
        totalUpvotes: 0,
        isOwn: true,
      },
    });
    const [row] = await stored(community);
    expect(row).toMatchObject({
      art_slug: 'harbour',
      user_id: ids.ana,
      user_name: 'Ana Lee',
      user_slug: 'ana-lee',
      html: res.body.comment.content,
    });
    const read = await list(community, 'harbour').expect(200);
    expect(read.body.comments.map((c: { content: string; isOwn: boolean }) => [c.content, c.isOwn])).toEqual([
      [res.body.comment.content, false],
    ]);
  });

  it('when a collector without an artist page posts, then the comment carries their full name and no page', async () => {
    const res = await post(community, { html: '<p>Hello</p>', artId: 'harbour' }, community.tokens.cleo);
    expect(res.status).toBe(201);
    expect(res.body.comment.user).toEqual({ id: ids.cleo, name: 'Cleo Collins', avatar: null, slug: null });
  });

  it.each([
    ['it is empty', '', COMMENT_EMPTY],
    ['it is only spaces and empty paragraphs', '<p>  </p><p></p>', COMMENT_EMPTY],
    ['it has no letter or digit', '<p>?! …</p>', COMMENT_NO_VISIBLE_TEXT],
    ['its text is over 300 characters', `<p>${'a'.repeat(301)}</p>`, COMMENT_TOO_LONG],
    ['its markup is over 5000 characters', `<p>hi${'<em></em>'.repeat(600)}</p>`, COMMENT_MARKUP_TOO_LARGE],
    ['it is only a script, which cleaning removes', '<script>alert("hello there")</script>', COMMENT_EMPTY],
    ['it is only a picture', '<img src="/api/media/a.jpg" alt="my picture">', COMMENT_EMPTY],
    ['it is a styled block whose text is a stylesheet', '<style>body { color: red }</style><p> </p>', COMMENT_EMPTY],
    ['html is not text', 42, COMMENT_EMPTY],
  ])('when %s, then 400 says so and nothing is stored', async (_case, html, message) => {
    const before = (await stored(community)).length;
    const res = await post(community, { html, artId: 'harbour' }, community.tokens.ben);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await stored(community)).toHaveLength(before);
  });

  it('when no artwork is named, then 400 says the artwork is required', async () => {
    const res = await post(community, { html: '<p>Hi</p>' }, community.tokens.ben);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Artwork is required' });
  });

  it('when the artwork is unknown to catalog, then 404 No Art Found', async () => {
    const res = await post(community, { html: '<p>Hi</p>', artId: 'nowhere' }, community.tokens.ben);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No Art Found' });
  });

  it('when a visitor posts, then 401 and nothing is stored', async () => {
    const before = (await stored(community)).length;
    const res = await post(community, { html: '<p>Hi</p>', artId: 'harbour' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please log in to continue' });
    expect(await stored(community)).toHaveLength(before);
  });

  it('when identity no longer knows the account, then 401', async () => {
    const res = await post(community, { html: '<p>Hi</p>', artId: 'harbour' }, community.tokens.gone);
    expect(res.status).toBe(401);
  });

  it('when a second comment is sent while the first is in flight, then 409 asks to wait, and the first is stored', async () => {
    // supertest sends on then(): this one is under way while the second is sent.
    const first = post(community, { html: '<p>First</p>', artId: 'slow-harbour' }, community.tokens.dan).then(
      (res) => res,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await post(community, { html: '<p>Second</p>', artId: 'slow-harbour' }, community.tokens.dan);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: COMMENT_BUSY });
    expect((await first).status).toBe(201);
    const read = await list(community, 'slow-harbour').expect(200);
    expect(read.body.comments.map((c: { content: string }) => c.content)).toEqual(['<p>First</p>']);
    // Once the first is in, the account may post again.
    expect((await post(community, { html: '<p>Third</p>', artId: 'slow-harbour' }, community.tokens.dan)).status).toBe(
      201,
    );
  });
});

describe('the posting rate limit', () => {
  let community: TestCommunity;
  beforeAll(async () => {
    community = await startCommunity();
    community.neighbours.artworks.add('harbour');
  }, 60_000);
  afterAll(() => community.stop());

  it('when an account posts a sixth comment within a minute, then 429 asks to wait, and another account still may post', async () => {
    for (let n = 1; n <= 5; n++)
      expect(
        (await post(community, { html: `<p>Comment ${n}</p>`, artId: 'harbour' }, community.tokens.ben)).status,
      ).toBe(201);
    const sixth = await post(community, { html: '<p>Comment 6</p>', artId: 'harbour' }, community.tokens.ben);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: 'You are commenting too fast, please wait a minute' });
    expect((await list(community, 'harbour', '?limit=50')).body.comments).toHaveLength(5);
    expect((await post(community, { html: '<p>Mine</p>', artId: 'harbour' }, community.tokens.cleo)).status).toBe(201);
  });

  it('when a comment breaks a rule, then it does not spend the account’s minute', async () => {
    for (let n = 1; n <= 6; n++)
      expect((await post(community, { html: '<p> </p>', artId: 'harbour' }, community.tokens.dan)).status).toBe(400);
    expect(
      (await post(community, { html: '<p>Now a real one</p>', artId: 'harbour' }, community.tokens.dan)).status,
    ).toBe(201);
  });
});
