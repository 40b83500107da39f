import request from 'supertest';
import { bearer, ids, list, startCommunity, storeComments, type TestCommunity } from './comments-helpers';

describe('moderation (the admin area over /internal)', () => {
  let community: TestCommunity;
  let anas: string;
  let bens: string;
  const report = (body: object, token: string) => request(community.app).post('/reports').send(body).set(bearer(token));
  const queue = (query = '') => request(community.app).get(`/internal/reports${query}`).set(community.credential);
  const removeComment = (id: string) =>
    request(community.app).put(`/internal/comments/${id}/deleted`).set(community.credential);
  const resolve = (id: string) =>
    request(community.app).put(`/internal/reports/${id}/resolved`).set(community.credential);

  beforeAll(async () => {
    community = await startCommunity();
    community.neighbours.artworks.add('harbour');
    [anas, bens] = (await storeComments(community, 'harbour', ['ana', 'ben'])) as [string, string];
    await report(
      { kind: 'comment', artSlug: 'harbour', commentId: anas, reason: 'Spam link' },
      community.tokens.cleo,
    ).expect(201);
    await report({ kind: 'comment', artSlug: 'harbour', commentId: anas, reason: 'Rude' }, community.tokens.dan).expect(
      201,
    );
    await report({ kind: 'artwork', artSlug: 'harbour', reason: 'Copied' }, community.tokens.dan).expect(201);
  }, 60_000);
  afterAll(() => community.stop());

  it('when the queue is read a page at a time, then the newest come first and the total counts them all', async () => {
    const first = await queue('?pageSize=2').expect(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.reports.map((r: { reason: string }) => r.reason)).toEqual(['Copied', 'Rude']);
    const second = await queue('?pageSize=2&page=2').expect(200);
    expect(second.body.reports.map((r: { reason: string }) => r.reason)).toEqual(['Spam link']);
    await queue('?page=0').expect(400, { message: 'Page must be 1 or more' });
  });

  it('when a moderator deletes a reported comment, then it is gone for everyone and its reports are closed', async () => {
    const res = await removeComment(anas).expect(200);
    expect(res.body).toEqual({
      comment: {
        id: anas,
        artSlug: 'harbour',
        content: '<p>Comment 1 by ana</p>',
        user: { id: ids.ana, name: 'Ana Lee' },
      },
      closedReports: 2,
    });
    const left = await list(community, 'harbour').expect(200);
    expect(JSON.stringify(left.body)).not.toContain(anas);
    expect(JSON.stringify(left.body)).toContain(bens);
    const open = await queue().expect(200);
    expect(open.body.reports.map((r: { reason: string }) => r.reason)).toEqual(['Copied']);
    // The resolved reports still show what the comment said, for the record.
    const closed = await queue('?status=resolved').expect(200);
    expect(closed.body.reports.map((r: { comment: { content: string } }) => r.comment.content)).toEqual([
      '<p>Comment 1 by ana</p>',
      '<p>Comment 1 by ana</p>',
    ]);
    await removeComment(anas).expect(404, { message: 'This comment does not exist' });
  });

  it('when a moderator dismisses a report, then it leaves the queue and is answered before and after', async () => {
    const [artworkReport] = (await queue().expect(200)).body.reports as { id: string }[];
    const res = await resolve(artworkReport!.id).expect(200);
    expect(res.body.before).toMatchObject({
      id: artworkReport!.id,
      status: 'open',
      kind: 'artwork',
      artSlug: 'harbour',
      reporterId: ids.dan,
    });
    expect(res.body.after).toMatchObject({ id: artworkReport!.id, status: 'resolved' });
    expect((await queue().expect(200)).body).toMatchObject({ reports: [], total: 0 });
  });

  it('when the ids are wrong or the credential missing, then a clear 4xx', async () => {
    await resolve('nope').expect(400, { message: 'Report id must be a uuid' });
    await resolve('99999999-9999-4999-8999-999999999999').expect(404, { message: 'This report does not exist' });
    await removeComment('nope').expect(400, { message: 'Comment id must be a uuid' });
    await request(community.app).put(`/internal/comments/${bens}/deleted`).expect(401);
  });
});
