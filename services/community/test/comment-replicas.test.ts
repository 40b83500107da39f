import { COMMENT_BUSY } from '@easel/contracts';
import { testRedis } from '@easel/service-kit/testing';
import { post, startCommunity, type TestCommunity } from './comments-helpers';

// Two replicas sharing Redis, as production runs them: an account's limits and its post in flight are one, whichever answers.
describe('comment limits across replicas sharing Redis', () => {
  const redis = testRedis();
  let one: TestCommunity;
  let other: TestCommunity;
  beforeAll(async () => {
    one = await startCommunity({ REDIS_URL: redis.url });
    other = await startCommunity({
      REDIS_URL: redis.url,
      AUTH_PRIVATE_KEY: one.keys.privateKey,
      AUTH_PUBLIC_KEY: one.keys.publicKey,
    });
    for (const replica of [one, other]) {
      replica.neighbours.artworks.add('harbour');
      replica.neighbours.artworks.add('slow-harbour');
      replica.neighbours.slowSlugs.add('slow-harbour');
    }
  }, 60_000);
  afterAll(async () => {
    await one.stop();
    await other.stop();
    await redis.cleanup();
  });

  it('when a post is in flight on one replica, then the other answers 409 for the same account', async () => {
    const first = post(one, { html: '<p>First</p>', artId: 'slow-harbour' }, one.tokens.dan).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await post(other, { html: '<p>Second</p>', artId: 'harbour' }, one.tokens.dan);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: COMMENT_BUSY });
    expect((await first).status).toBe(201);
    expect((await post(other, { html: '<p>Third</p>', artId: 'harbour' }, one.tokens.dan)).status).toBe(201);
  });

  it('when an account spreads six comments over two replicas, then the sixth is refused', async () => {
    const replicas = [one, other, one, other, one];
    for (const [n, replica] of replicas.entries()) {
      expect((await post(replica, { html: `<p>Comment ${n + 1}</p>`, artId: 'harbour' }, one.tokens.ben)).status).toBe(
        201,
      );
    }
    const sixth = await post(other, { html: '<p>Comment 6</p>', artId: 'harbour' }, one.tokens.ben);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: 'You are commenting too fast, please wait a minute' });
  });
});
