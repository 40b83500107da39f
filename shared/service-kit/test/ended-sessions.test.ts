import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import request from 'supertest';
import { announceEndedSessions, ENDED_SESSIONS_FEED, type EndedSessionsPage } from '../src/auth/ended-sessions';
import { requireAuth } from '../src/auth/middleware';
import { AUDIENCE } from '../src/auth/tokens';
import { port } from '../src/config';
import { createLogger } from '../src/logger';
import { createRedis } from '../src/redis/redis';
import { defineService } from '../src/service';
import { startTestService, type TestService, testRedis } from '../src/testing';

const ENDED = { message: 'Your session has ended, please log in again' };
const NOT_VALID = { message: 'Your session is not valid, please log in again' };
const SECRET = randomBytes(32).toString('base64url');

const routes = () =>
  Router()
    .get('/public', (req, res) => {
      res.json({ visitor: !req.auth });
    })
    .get('/private', requireAuth, (_req, res) => {
      res.json({ ok: true });
    });

const followsIdentity = defineService({
  name: 'follower',
  configShape: { PORT: port(4998) },
  migrations: [],
  deps: (ctx) => ctx,
  routes,
});

/** identity's feed as a test controls it: what it lists, and whether it answers at all. */
async function fakeFeed() {
  const state: { page: EndedSessionsPage; answering: boolean; asked: Array<string | undefined> } = {
    page: { ended: [], cursor: new Date(0).toISOString() },
    answering: true,
    asked: [],
  };
  const app = express().get(ENDED_SESSIONS_FEED, (req, res) => {
    state.asked.push(req.query.after as string | undefined);
    if (state.answering) res.json(state.page);
    else res.status(503).json({ message: 'down' });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    url,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a service following the feed of ended sessions', () => {
  let feed: Awaited<ReturnType<typeof fakeFeed>>;
  let service: TestService<typeof followsIdentity>;
  beforeAll(async () => {
    feed = await fakeFeed();
    service = await startTestService(followsIdentity, { IDENTITY_URL: feed.url, INTERNAL_SECRET: SECRET });
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await feed.close();
  });

  const tokenOf = (sid: string) => service.signer.sign({ sub: 'u1', role: 'customer', sid }, AUDIENCE.user);
  const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

  it('when the feed lists a session, then its tokens are refused on every route, public ones too; others go on', async () => {
    const [ended, live] = [randomUUID(), randomUUID()];
    const [endedToken, liveToken] = [await tokenOf(ended), await tokenOf(live)];
    await request(service.app).get('/private').set('Authorization', `Bearer ${endedToken}`).expect(200);
    feed.state.page = { ended: [{ sid: ended, until: inAMinute() }], cursor: '2030-01-01T00:00:00.000Z' };
    await expect(service.endedSessionsFeed!.poll()).resolves.toBe(true);
    await request(service.app).get('/private').set('Authorization', `Bearer ${endedToken}`).expect(401, ENDED);
    await request(service.app).get('/public').set('Authorization', `Bearer ${endedToken}`).expect(401, ENDED);
    await request(service.app).get('/private').set('Authorization', `Bearer ${liveToken}`).expect(200);
    await request(service.app).get('/public').expect(200, { visitor: true });
  });

  it('when it polls again, then it asks for what ended after the last cursor, with the credential', async () => {
    feed.state.page = { ended: [], cursor: '2030-01-01T00:00:01.000Z' };
    await service.endedSessionsFeed!.poll();
    expect(feed.state.asked.at(-1)).toBe('2030-01-01T00:00:00.000Z');
  });

  it('when identity does not answer, then what was known stays refused and other tokens are served', async () => {
    const ended = randomUUID();
    feed.state.page = { ended: [{ sid: ended, until: inAMinute() }], cursor: '2030-01-01T00:00:02.000Z' };
    await service.endedSessionsFeed!.poll();
    feed.state.answering = false;
    await expect(service.endedSessionsFeed!.poll()).resolves.toBe(false);
    await request(service.app)
      .get('/private')
      .set('Authorization', `Bearer ${await tokenOf(ended)}`)
      .expect(401, ENDED);
    await request(service.app)
      .get('/private')
      .set('Authorization', `Bearer ${await tokenOf(randomUUID())}`)
      .expect(200);
    feed.state.answering = true;
  });

  it('when the moment its tokens expire has passed, then a session is forgotten', async () => {
    const sid = randomUUID();
    feed.state.page = { ended: [{ sid, until: inAMinute() }], cursor: '2030-01-01T00:00:03.000Z' };
    await service.endedSessionsFeed!.poll();
    expect(await service.ctx.endedSessions.isEnded(sid)).toBe(true);
    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(await service.ctx.endedSessions.isEnded(sid)).toBe(false);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it.each([
    ['a page without a cursor', { ended: [] }],
    ['an entry without its until', { ended: [{ sid: 'x' }], cursor: 'c' }],
    ['not JSON at all', 'garbage'],
  ])('when the feed answers %s, then the answer is ignored as if identity were down', async (_case, page) => {
    feed.state.page = page as EndedSessionsPage;
    await expect(service.endedSessionsFeed!.poll()).resolves.toBe(false);
  });

  it('when a token is bad, then every route answers 401 not valid; no token is a visitor', async () => {
    await request(service.app).get('/public').set('Authorization', 'Bearer not-a-token').expect(401, NOT_VALID);
    await request(service.app).get('/public').set('Authorization', 'Basic dXNlcjpwYXNz').expect(401, NOT_VALID);
    const admin = await service.signer.sign({ sub: 'a1', role: 'admin' }, AUDIENCE.admin);
    await request(service.app).get('/public').set('Authorization', `Bearer ${admin}`).expect(401, NOT_VALID);
  });
});

describe('a service for admins, with session routes', () => {
  const adminArea = defineService({
    name: 'admin-area',
    configShape: { PORT: port(4997) },
    migrations: [],
    deps: (ctx) => ctx,
    audience: AUDIENCE.admin,
    sessionRoutes: () =>
      Router().post('/login', (_req, res) => {
        res.json({ token: 'new' });
      }),
    routes,
  });
  let service: TestService<typeof adminArea>;
  beforeAll(async () => {
    service = await startTestService(adminArea, { IDENTITY_URL: 'http://127.0.0.1:9', INTERNAL_SECRET: SECRET });
  }, 60_000);
  afterAll(() => service.stop());

  it('when an admin token comes, then it is taken; a user token is refused', async () => {
    const admin = await service.signer.sign({ sub: 'a1', role: 'admin' }, AUDIENCE.admin);
    const user = await service.signer.sign({ sub: 'u1', role: 'customer' }, AUDIENCE.user);
    await request(service.app).get('/private').set('Authorization', `Bearer ${admin}`).expect(200);
    await request(service.app).get('/private').set('Authorization', `Bearer ${user}`).expect(401, NOT_VALID);
  });

  it('when a stale token comes to a session route, then the route runs anyway', async () => {
    await request(service.app)
      .post('/login')
      .set('Authorization', 'Bearer stale.admin.token')
      .expect(200, { token: 'new' });
  });
});

describe('with Redis', () => {
  const redis = testRedis();
  const url = redis.url;
  const logger = createLogger('test', 'silent');
  let service: TestService<typeof followsIdentity>;
  beforeAll(async () => {
    // identity is nowhere: only Redis can tell.
    service = await startTestService(followsIdentity, {
      IDENTITY_URL: 'http://127.0.0.1:9',
      INTERNAL_SECRET: SECRET,
      REDIS_URL: url,
    });
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await redis.cleanup();
  });

  it('when identity writes an ended session to Redis, then the service refuses its tokens with no poll', async () => {
    const sid = randomUUID();
    const token = await service.signer.sign({ sub: 'u1', role: 'customer', sid }, AUDIENCE.user);
    await request(service.app).get('/private').set('Authorization', `Bearer ${token}`).expect(200);
    const identityRedis = createRedis(url)!;
    await announceEndedSessions(identityRedis, [{ sid, until: new Date(Date.now() + 60_000) }], logger);
    identityRedis.disconnect();
    await request(service.app).get('/private').set('Authorization', `Bearer ${token}`).expect(401, ENDED);
  });

  it('when Redis does not answer, then tokens are served without waiting long', async () => {
    const unreachable = await startTestService(followsIdentity, {
      IDENTITY_URL: 'http://127.0.0.1:9',
      INTERNAL_SECRET: SECRET,
      REDIS_URL: 'redis://127.0.0.1:9',
    });
    try {
      const token = await unreachable.signer.sign({ sub: 'u1', role: 'customer' }, AUDIENCE.user);
      const started = Date.now();
      await request(unreachable.app).get('/private').set('Authorization', `Bearer ${token}`).expect(200);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await unreachable.stop();
    }
  });
});
