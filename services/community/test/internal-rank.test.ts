import { startTestService, type TestService } from '@easel/service-kit/testing';
import request from 'supertest';
import { createPulseRepository } from '../src/data-access/pulse-repository';
import { isoWeekStart } from '../src/domain/week';
import { communityService } from '../src/service';

const WEEK = 7 * 24 * 60 * 60 * 1000;

describe("an artwork's rank in this week's Pulse, read by catalog", () => {
  let service: TestService<typeof communityService>;
  beforeAll(async () => {
    service = await startTestService(communityService);
    const pulse = createPulseRepository(service.ctx.db);
    const thisWeek = isoWeekStart(new Date());
    await pulse.replaceWeek(
      thisWeek,
      ['first', 'second', 'third'].map((artSlug, i) => ({ artSlug, position: i + 1, votes: 30 - i })),
    );
    await pulse.replaceWeek(isoWeekStart(new Date(Date.now() - WEEK)), [
      { artSlug: 'last-weeks-winner', position: 1, votes: 50 },
    ]);
  }, 60_000);
  afterAll(() => service.stop());

  it.each([
    ['first', { position: 1, prevSlug: null, nextSlug: 'second' }],
    ['second', { position: 2, prevSlug: 'first', nextSlug: 'third' }],
    ['third', { position: 3, prevSlug: 'second', nextSlug: null }],
  ])('when %s is ranked this week, then its position and neighbours answer', async (slug, rank) => {
    await request(service.app).get(`/internal/pulse/rank/${slug}`).set(service.credential).expect(200, rank);
  });

  it.each(['last-weeks-winner', 'never-ranked'])('when %s is not in this week’s Pulse, then 404', async (slug) => {
    const res = await request(service.app).get(`/internal/pulse/rank/${slug}`).set(service.credential).expect(404);
    expect(res.body).toEqual({ message: 'This artwork is not in this week’s Pulse' });
  });

  it('when catalog asks for the week, then this week’s entries answer in position order, last week’s do not', async () => {
    const res = await request(service.app).get('/internal/pulse/week').set(service.credential).expect(200);
    expect(res.body).toEqual({
      entries: [
        { slug: 'first', position: 1 },
        { slug: 'second', position: 2 },
        { slug: 'third', position: 3 },
      ],
    });
  });
});
