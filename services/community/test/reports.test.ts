import { REPORT_RECEIVED } from '@easel/contracts';
import request from 'supertest';
import { bearer, ids, startCommunity, storeComments, type TestCommunity } from './comments-helpers';

describe('reports', () => {
  let community: TestCommunity;
  let anas: string;
  const report = (body: object, token?: string) => {
    const call = request(community.app).post('/reports').send(body);
    return token ? call.set(bearer(token)) : call;
  };
  const queue = (status = '') =>
    request(community.app)
      .get(`/internal/reports${status ? `?status=${status}` : ''}`)
      .set(community.credential);
  beforeAll(async () => {
    community = await startCommunity();
    community.neighbours.artworks.add('harbour');
    [anas] = (await storeComments(community, 'harbour', ['ana'])) as [string];
  }, 60_000);
  afterAll(() => community.stop());

  it('when Cleo reports a comment, then 201 thanks her and it waits in the queue with the comment and its author', async () => {
    await report(
      { kind: 'comment', artSlug: 'harbour', commentId: anas, reason: 'Spam link' },
      community.tokens.cleo,
    ).expect(201, {
      message: REPORT_RECEIVED,
    });
    const res = await queue('open').expect(200);
    expect(res.body.reports).toEqual([
      {
        id: expect.any(String),
        kind: 'comment',
        artSlug: 'harbour',
        commentId: anas,
        reporterId: ids.cleo,
        reason: 'Spam link',
        status: 'open',
        createdAt: expect.any(String),
        comment: { content: '<p>Comment 1 by ana</p>', user: { id: ids.ana, name: 'Ana Lee' } },
      },
    ]);
  });

  it('when she reports it again, then the same thanks and still one report', async () => {
    await report(
      { kind: 'comment', artSlug: 'harbour', commentId: anas, reason: 'Still spam' },
      community.tokens.cleo,
    ).expect(201, {
      message: REPORT_RECEIVED,
    });
    expect(await community.ctx.db('reports').where({ reporter_id: ids.cleo })).toHaveLength(1);
  });

  it('when Dan reports the same comment and the artwork, then each waits, newest first', async () => {
    await report({ kind: 'comment', artSlug: 'harbour', commentId: anas, reason: 'Rude' }, community.tokens.dan).expect(
      201,
    );
    await report(
      { kind: 'artwork', artSlug: 'harbour', reason: 'Copied from another artist' },
      community.tokens.dan,
    ).expect(201);
    await report({ kind: 'artwork', artSlug: 'harbour', reason: 'Again' }, community.tokens.dan).expect(201);
    const res = await queue().expect(200);
    expect(res.body.reports.map((r: { reason: string; comment: unknown }) => [r.reason, r.comment === null])).toEqual([
      ['Copied from another artist', true],
      ['Rude', false],
      ['Spam link', false],
    ]);
    expect((await queue('resolved').expect(200)).body).toEqual({ reports: [], total: 0, page: 1, pageSize: 20 });
  });

  it('when a report is resolved, then the same person may report the same target again', async () => {
    await community.ctx.db('reports').where({ reporter_id: ids.dan, kind: 'artwork' }).update({ status: 'resolved' });
    await report({ kind: 'artwork', artSlug: 'harbour', reason: 'It is back' }, community.tokens.dan).expect(201);
    expect(
      await community.ctx
        .db('reports')
        .where({ reporter_id: ids.dan, kind: 'artwork' })
        .orderBy('created_at')
        .pluck('status'),
    ).toEqual(['resolved', 'open']);
  });

  it.each([
    ['no reason', { kind: 'artwork', artSlug: 'harbour' }, 'Please tell us why'],
    ['a blank reason', { kind: 'artwork', artSlug: 'harbour', reason: '   ' }, 'Please tell us why'],
    [
      'a reason over 500 characters',
      { kind: 'artwork', artSlug: 'harbour', reason: 'x'.repeat(501) },
      'Reasons must be at most 500 characters',
    ],
    ['no kind', { artSlug: 'harbour', reason: 'Spam' }, 'Choose what to report'],
    [
      'a comment id that is not one',
      { kind: 'comment', artSlug: 'harbour', commentId: 'abc', reason: 'Spam' },
      'This comment does not exist',
    ],
    ['no artwork', { kind: 'artwork', reason: 'Spam' }, 'Artwork is required'],
  ])('when a report has %s, then 400 says so', async (_case, body, message) => {
    await report(body, community.tokens.ben).expect(400, { message });
  });

  it('when the comment or the artwork does not exist, then 404', async () => {
    await report(
      { kind: 'comment', artSlug: 'harbour', commentId: '99999999-9999-4999-8999-999999999999', reason: 'Spam' },
      community.tokens.ben,
    ).expect(404, { message: 'This comment does not exist' });
    await report({ kind: 'artwork', artSlug: 'nowhere', reason: 'Spam' }, community.tokens.ben).expect(404, {
      message: 'No Art Found',
    });
  });

  it('when a visitor reports, then 401 and nothing is stored', async () => {
    const before = (await community.ctx.db('reports')).length;
    await report({ kind: 'artwork', artSlug: 'harbour', reason: 'Spam' }).expect(401, {
      message: 'Please log in to continue',
    });
    expect(await community.ctx.db('reports')).toHaveLength(before);
  });

  it('when the queue is asked without the service credential or with an unknown status, then it is refused', async () => {
    await request(community.app).get('/internal/reports').expect(401);
    await queue('pending').expect(400, { message: 'Status must be open or resolved' });
  });
});
