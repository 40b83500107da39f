import request from 'supertest';
import { bearer, ids, list, startCommunity, storeComments, type TestCommunity } from './comments-helpers';

const upvote = (community: TestCommunity, artSlug: string, commentId: string, token?: string, fp = '') => {
  const call = request(community.app).post(`/artwork/comment/upvote/${artSlug}/${commentId}${fp ? `?fp=${fp}` : ''}`);
  return token ? call.set(bearer(token)) : call;
};
const remove = (community: TestCommunity, artSlug: string, commentId: string, token?: string) => {
  const call = request(community.app).get(`/artwork/comment/delete/${artSlug}/${commentId}`);
  return token ? call.set(bearer(token)) : call;
};
const texts = (res: { body: { comments: { content: string }[] } }) =>
  res.body.comments.map((c) => c.content.replace(/<\/?p>/g, ''));

describe('reading comments', () => {
  let community: TestCommunity;
  let harbour: string[];
  beforeAll(async () => {
    community = await startCommunity();
    // Twenty comments, the 20th the newest.
    harbour = await storeComments(
      community,
      'harbour',
      Array.from({ length: 20 }, (_, i) => (['ana', 'ben', 'cleo', 'dan'] as const)[i % 4]!),
    );
    await storeComments(community, 'elsewhere', ['ben']);
  }, 60_000);
  afterAll(() => community.stop());

  it('when the first page is asked, then the 7 newest answer, newest first, with author and counts', async () => {
    const res = await list(community, 'harbour', '?skip=0&limit=7').expect(200);
    expect(texts(res)).toEqual(
      [20, 19, 18, 17, 16, 15, 14].map(
        (n) => `Comment ${n} by ${(['ana', 'ben', 'cleo', 'dan'] as const)[(n - 1) % 4]}`,
      ),
    );
    expect(res.body.comments[0]).toEqual({
      _id: harbour[19],
      content: '<p>Comment 20 by dan</p>',
      date: new Date(Date.parse('2026-01-05T10:00:00Z') + 19 * 60_000).toISOString(),
      user: { id: ids.dan, name: 'Dan Brandt', avatar: null, slug: null },
      isUpvoted: false,
      totalUpvotes: 0,
      isOwn: false,
    });
  });

  it('when View more asks page after page, then every comment comes once and the last batch is shorter than asked', async () => {
    const seen: string[] = [];
    const batches: number[] = [];
    for (let skip = 0; ; skip += 7) {
      const res = await list(community, 'harbour', `?skip=${skip}&limit=7`).expect(200);
      batches.push(res.body.comments.length);
      seen.push(...res.body.comments.map((c: { _id: string }) => c._id));
      if (res.body.comments.length < 7) break;
    }
    expect(batches).toEqual([7, 7, 6]);
    expect(seen).toEqual([...harbour].reverse());
  });

  it('when no paging is given, then 7 answer; other artworks’ comments never do', async () => {
    const res = await list(community, 'harbour').expect(200);
    expect(res.body.comments).toHaveLength(7);
    expect(texts(await list(community, 'elsewhere').expect(200))).toEqual(['Comment 1 by ben']);
    expect((await list(community, 'no-comments-here').expect(200)).body).toEqual({ comments: [] });
  });

  it.each([encodeURIComponent("' OR '1'='1"), 'Harbour', 'harbour--light', '-harbour'])(
    'when the slug %s cannot be an artwork’s, then 404 No Art Found',
    async (slug) => {
      await list(community, slug).expect(404, { message: 'No Art Found' });
    },
  );

  it.each([
    ['?skip=-1', 'Skip must be a whole number of 0 or more'],
    ['?skip=lots', 'Skip must be a whole number of 0 or more'],
    ['?limit=0', 'Limit must be between 1 and 50'],
    ['?limit=51', 'Limit must be between 1 and 50'],
    ['?limit=2.5', 'Limit must be between 1 and 50'],
    [`?fp=${'f'.repeat(201)}`, 'Fingerprint must be at most 200 characters'],
  ])('when the query is %s, then 400 says what is wrong', async (query, message) => {
    await list(community, 'harbour', query).expect(400, { message });
  });

  it('when the caller wrote a comment, then it is marked as theirs', async () => {
    const res = await list(community, 'harbour', '?limit=4', community.tokens.dan).expect(200);
    expect(res.body.comments.map((c: { isOwn: boolean }) => c.isOwn)).toEqual([true, false, false, false]);
  });
});

describe('comment upvotes, deletion and mentions', () => {
  let community: TestCommunity;
  let anas: string;
  let bens: string;
  beforeAll(async () => {
    community = await startCommunity();
    community.neighbours.artworks.add('harbour');
    [anas, bens] = (await storeComments(community, 'harbour', ['ana', 'ben'])) as [string, string];
  }, 60_000);
  afterAll(() => community.stop());

  it('when Cleo upvotes from her browser, then Upvoted with the count; she, and a visitor on her browser, see it as upvoted; others do not', async () => {
    const res = await upvote(community, 'harbour', anas, community.tokens.cleo, 'fp-cleo').expect(200);
    expect(res.body).toEqual({ message: 'Upvoted', isUpvoted: true, totalUpvotes: 1 });
    const isUpvoted = async (query: string, token?: string) =>
      (await list(community, 'harbour', query, token).expect(200)).body.comments.find(
        (c: { _id: string }) => c._id === anas,
      );
    expect(await isUpvoted('', community.tokens.cleo)).toMatchObject({ isUpvoted: true, totalUpvotes: 1 });
    expect(await isUpvoted('?fp=fp-cleo')).toMatchObject({ isUpvoted: true, totalUpvotes: 1 });
    expect(await isUpvoted('?fp=fp-someone-else')).toMatchObject({ isUpvoted: false, totalUpvotes: 1 });
    expect(await isUpvoted('')).toMatchObject({ isUpvoted: false, totalUpvotes: 1 });
    expect(await isUpvoted('?fp=fp-cleo', community.tokens.dan)).toMatchObject({ isUpvoted: false, totalUpvotes: 1 });
  });

  it('when two people upvote and one takes it back, then the count follows and Upvote removed answers', async () => {
    expect((await upvote(community, 'harbour', anas, community.tokens.dan).expect(200)).body).toEqual({
      message: 'Upvoted',
      isUpvoted: true,
      totalUpvotes: 2,
    });
    expect((await upvote(community, 'harbour', anas, community.tokens.cleo).expect(200)).body).toEqual({
      message: 'Upvote removed',
      isUpvoted: false,
      totalUpvotes: 1,
    });
    const again = await list(community, 'harbour', '?fp=fp-cleo', community.tokens.cleo).expect(200);
    expect(again.body.comments.find((c: { _id: string }) => c._id === anas)).toMatchObject({
      isUpvoted: false,
      totalUpvotes: 1,
    });
  });

  it('when a visitor upvotes, then 401', async () => {
    await upvote(community, 'harbour', anas, undefined, 'fp-visitor').expect(401, {
      message: 'Please log in to continue',
    });
  });

  it.each([
    ['an unknown id', () => '99999999-9999-4999-8999-999999999999', 'harbour'],
    ['an id that is not one', () => 'not-a-uuid', 'harbour'],
    ['a comment of another artwork', () => anas, 'elsewhere'],
  ])('when %s is upvoted, then 404 Comment not found', async (_case, id, artSlug) => {
    await upvote(community, artSlug, id(), community.tokens.dan).expect(404, { message: 'Comment not found' });
  });

  it('when Ben deletes Ana’s comment, then 403 and it stays', async () => {
    await remove(community, 'harbour', anas, community.tokens.ben).expect(403, {
      message: 'You can only delete your own comments',
    });
    expect(texts(await list(community, 'harbour').expect(200))).toEqual(['Comment 2 by ben', 'Comment 1 by ana']);
  });

  it('when a visitor deletes, then 401', async () => {
    await remove(community, 'harbour', bens).expect(401);
  });

  it('when Ben deletes his own comment, then Comment deleted, the list leaves it out, and it can no longer be upvoted or deleted', async () => {
    await remove(community, 'harbour', bens, community.tokens.ben).expect(200, { message: 'Comment deleted' });
    expect(texts(await list(community, 'harbour').expect(200))).toEqual(['Comment 1 by ana']);
    const [row] = await community.ctx.db('comments').where({ id: bens });
    expect(row.deleted_at).toBeInstanceOf(Date);
    await remove(community, 'harbour', bens, community.tokens.ben).expect(404, { message: 'Comment not found' });
    await upvote(community, 'harbour', bens, community.tokens.ana).expect(404, { message: 'Comment not found' });
  });

  it('when an account upvotes a 31st time within a minute, then 429 asks to wait', async () => {
    // Ben has not voted yet in this minute.
    for (let n = 1; n <= 30; n++) await upvote(community, 'harbour', anas, community.tokens.ben).expect(200);
    await upvote(community, 'harbour', anas, community.tokens.ben).expect(429, {
      message: 'Too many votes, please wait a minute',
    });
    // Thirty toggles leave it as it was.
    expect((await list(community, 'harbour', '', community.tokens.ben).expect(200)).body.comments[0]).toMatchObject({
      isUpvoted: false,
      totalUpvotes: 1,
    });
  });
});

describe('people to mention', () => {
  let community: TestCommunity;
  const mentions = (artSlug: string, q: string, token?: string) => {
    const call = request(community.app).get(`/artwork/comment/mentions/${artSlug}?q=${encodeURIComponent(q)}`);
    return token ? call.set(bearer(token)) : call;
  };
  const names = (res: { body: { people: { name: string }[] } }) => res.body.people.map((p) => p.name);
  beforeAll(async () => {
    community = await startCommunity();
    community.neighbours.artworks.add('harbour');
    await storeComments(community, 'harbour', ['cleo', 'cleo', 'dan']);
    await storeComments(community, 'elsewhere', ['ben', 'dan']);
    const [deleted] = await storeComments(community, 'harbour', ['ben']);
    await community.ctx.db('comments').where({ id: deleted }).update({ deleted_at: new Date() });
  }, 60_000);
  afterAll(() => community.stop());

  it('when nothing is typed yet, then the artist comes first, then this artwork’s commenters, then others, each once', async () => {
    const res = await mentions('harbour', '', community.tokens.dan).expect(200);
    expect(res.body.people).toEqual([
      { id: ids.ana, name: 'Ana Lee', slug: 'ana-lee' },
      { id: ids.cleo, name: 'Cleo Collins', slug: null },
      { id: ids.dan, name: 'Dan Brandt', slug: null },
      { id: ids.ben, name: 'Ben Okri', slug: 'ben-okri' },
    ]);
  });

  it('when letters are typed, then names starting with them come before names holding them, case ignored', async () => {
    expect(names(await mentions('elsewhere', 'b', community.tokens.dan).expect(200))).toEqual([
      'Ben Okri',
      'Dan Brandt',
    ]);
    expect(names(await mentions('harbour', 'OL', community.tokens.dan).expect(200))).toEqual(['Cleo Collins']);
    expect(names(await mentions('harbour', 'zz', community.tokens.dan).expect(200))).toEqual([]);
  });

  it('when the search holds a LIKE wildcard, then it is read literally', async () => {
    expect(names(await mentions('harbour', '%', community.tokens.dan).expect(200))).toEqual([]);
    expect(names(await mentions('harbour', '_', community.tokens.dan).expect(200))).toEqual([]);
  });

  it('when more than 8 match, then 8 answer', async () => {
    await storeComments(
      community,
      'crowded',
      Array.from({ length: 12 }, () => 'cleo'),
    );
    const many = Array.from({ length: 10 }, (_, i) => `aaaaaaaa-0000-4000-8000-${String(i).padStart(12, '0')}`);
    await community.ctx
      .db('comments')
      .insert(many.map((id, i) => ({ art_slug: 'crowded', user_id: id, user_name: `Member ${i}`, html: '<p>hi</p>' })));
    expect((await mentions('crowded', 'member', community.tokens.dan).expect(200)).body.people).toHaveLength(8);
  });

  it('when a visitor asks, then 401; when the search is too long, then 400', async () => {
    await mentions('harbour', 'a').expect(401);
    await mentions('harbour', 'a'.repeat(51), community.tokens.dan).expect(400, {
      message: 'Search must be at most 50 characters',
    });
  });
});
