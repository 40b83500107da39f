import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { caller, defineService, port, requireAuth } from '@easel/service-kit';
import { startTestService, testKeyPair, testRedis } from '@easel/service-kit/testing';
import { Router } from 'express';
import { bearer, customer, newRelay, signUp, startIdentity, type TestIdentity } from './helpers';

const ENDED = { message: 'Your session has ended, please log in again' };
const INTERNAL_SECRET = randomBytes(32).toString('base64url');

/** Another service built on the kit, as catalog or commerce are: one signed-in route. */
const elsewhere = defineService({
  name: 'elsewhere',
  configShape: { PORT: port(4999) },
  migrations: [],
  deps: (ctx) => ctx,
  routes: () =>
    Router().get('/whoami', requireAuth, (req, res) => {
      res.json({ sub: caller(req).sub });
    }),
});

async function listen(identity: TestIdentity): Promise<{ server: Server; url: string }> {
  const server = identity.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** identity on a port, and another service that follows its feed of ended sessions, sharing keys and credential. */
async function platform(env: Record<string, string> = {}) {
  const keys = testKeyPair();
  const shared = { AUTH_PRIVATE_KEY: keys.privateKey, AUTH_PUBLIC_KEY: keys.publicKey, INTERNAL_SECRET, ...env };
  const identity = await startIdentity({ ...shared, PUBLIC_URL: 'https://easel.example' });
  const { server, url } = await listen(identity);
  const other = await startTestService(elsewhere, { ...shared, IDENTITY_URL: url });
  const feed = other.endedSessionsFeed!;
  await expect(feed.poll()).resolves.toBe(true);
  return {
    identity,
    other,
    feed,
    whoami: (token: string) => request(other.app).get('/whoami').set(bearer(token)),
    me: (token: string) => request(identity.app).get('/user/me').set(bearer(token)),
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await other.stop();
      await identity.stop();
    },
  };
}

describe('without Redis: the other services learn ended sessions from the feed, at their next poll', () => {
  let p: Awaited<ReturnType<typeof platform>>;
  beforeAll(async () => {
    p = await platform();
  });
  afterAll(() => p.stop());

  test('when a user logs out, then identity refuses the token at once and the other service from its next poll', async () => {
    const { token } = await signUp(p.identity.app);
    await p.whoami(token).expect(200);
    await request(p.identity.app).post('/auth/logout').set(bearer(token)).expect(200);
    await p.me(token).expect(401, ENDED);
    await p.whoami(token).expect(200);
    await p.feed.poll();
    await p.whoami(token).expect(401, ENDED);
  });

  test('when the password is changed, then every earlier session ends everywhere; the new one works', async () => {
    const body = customer();
    const first = await signUp(p.identity.app, body);
    const second = await request(p.identity.app)
      .post('/auth/login')
      .send({ email: body.email, password: body.password });
    const changed = await request(p.identity.app)
      .post('/auth/change-password')
      .set(bearer(first.token))
      .send({ oldPassword: body.password, newPassword: 'changed-secret-8' })
      .expect(200);
    await p.feed.poll();
    for (const token of [first.token, second.body.token]) {
      await p.me(token).expect(401, ENDED);
      await p.whoami(token).expect(401, ENDED);
    }
    await p.whoami(changed.body.token).expect(200);
  });

  test('when the password is reset, then every session ends everywhere', async () => {
    const body = customer();
    const { token, user } = await signUp(p.identity.app, body);
    await request(p.identity.app).post('/auth/forgot-password').send({ email: body.email }).expect(200);
    let reset: { id: string } | undefined;
    for (let tries = 0; !reset && tries < 100; tries += 1) {
      reset = await p.identity.ctx.db('password_resets').where({ user_id: user._id }).first('id');
      if (!reset) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await (await newRelay(p.identity)).deliverDue();
    await request(p.identity.app)
      .post(`/auth/reset-password/${reset!.id}`)
      .send({ password: 'reset-secret-9' })
      .expect(200);
    await p.me(token).expect(401, ENDED);
    await p.feed.poll();
    await p.whoami(token).expect(401, ENDED);
  });

  test('when another service ends every session of a user (an admin suspension), then each is refused everywhere', async () => {
    const body = customer();
    const { token, user } = await signUp(p.identity.app, body);
    const second = await request(p.identity.app)
      .post('/auth/login')
      .send({ email: body.email, password: body.password });
    await request(p.identity.app)
      .post(`/internal/users/${user._id}/sessions/end`)
      .set(p.identity.credential)
      .expect(200, { _id: user._id, ended: 2 });
    await p.feed.poll();
    for (const t of [token, second.body.token]) await p.whoami(t).expect(401, ENDED);
  });

  test('when a service starts after the ending, then its first read of the feed already knows it', async () => {
    const { token } = await signUp(p.identity.app);
    await request(p.identity.app).post('/auth/logout').set(bearer(token)).expect(200);
    const late = await startTestService(elsewhere, {
      AUTH_PRIVATE_KEY: p.identity.keys.privateKey,
      AUTH_PUBLIC_KEY: p.identity.keys.publicKey,
      INTERNAL_SECRET,
      IDENTITY_URL: p.other.ctx.config.IDENTITY_URL,
    });
    try {
      // A machine under load may take longer than the feed's timeout for the first answer: the next poll catches up.
      for (let tries = 0; tries < 5 && !(await late.endedSessionsFeed!.poll()); tries += 1);
      await request(late.app).get('/whoami').set(bearer(token)).expect(401, ENDED);
    } finally {
      await late.stop();
    }
  });

  test('when identity does not answer, then the other service keeps serving live sessions and still refuses those it knows ended', async () => {
    const ended = await signUp(p.identity.app);
    await request(p.identity.app).post('/auth/logout').set(bearer(ended.token)).expect(200);
    await p.feed.poll();
    const live = await signUp(p.identity.app);
    const down = await startTestService(elsewhere, {
      AUTH_PRIVATE_KEY: p.identity.keys.privateKey,
      AUTH_PUBLIC_KEY: p.identity.keys.publicKey,
      INTERNAL_SECRET: randomBytes(32).toString('base64url'), // identity refuses its calls: as good as down
      IDENTITY_URL: p.other.ctx.config.IDENTITY_URL,
    });
    try {
      await expect(down.endedSessionsFeed!.poll()).resolves.toBe(false);
      await request(down.app).get('/whoami').set(bearer(live.token)).expect(200);
    } finally {
      await down.stop();
    }
    await p.feed.poll();
    await p.whoami(ended.token).expect(401, ENDED);
    await p.whoami(live.token).expect(200);
  });
});

describe('with Redis: every replica refuses an ended session at once', () => {
  const redis = testRedis();
  let p: Awaited<ReturnType<typeof platform>>;
  beforeAll(async () => {
    p = await platform({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await p.stop();
    await redis.cleanup();
  });

  test('when a user logs out, then the other service refuses the token without waiting for the feed', async () => {
    const { token } = await signUp(p.identity.app);
    await p.whoami(token).expect(200);
    await request(p.identity.app).post('/auth/logout').set(bearer(token)).expect(200);
    await p.whoami(token).expect(401, ENDED);
  });

  test('when the ended session is written, then its key lives until the last token of the session has expired', async () => {
    const { token } = await signUp(p.identity.app);
    await request(p.identity.app).post('/auth/logout').set(bearer(token)).expect(200);
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
    const ttl = await p.other.ctx.redis!.pttl(`easel:ended-session:${sid}`);
    expect(ttl).toBeGreaterThan(15 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(16 * 60 * 1000);
  });
});
